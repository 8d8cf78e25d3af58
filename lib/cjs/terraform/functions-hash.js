"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var functions_hash_exports = {};
__export(functions_hash_exports, {
  base64: () => base64,
  hex: () => hex,
  md5: () => md5,
  sha1: () => sha1,
  sha256: () => sha256,
  sha512: () => sha512,
  unbase64: () => unbase64
});
module.exports = __toCommonJS(functions_hash_exports);
function pad(data, block, lenBytes, littleEndian) {
  const total = Math.ceil((data.length + 1 + lenBytes) / block) * block;
  const out = new Uint8Array(total);
  out.set(data);
  out[data.length] = 128;
  let bits = BigInt(data.length) * 8n;
  for (let i = 0; i < lenBytes; i++) {
    const byte = Number(bits & 0xffn);
    bits >>= 8n;
    out[littleEndian ? total - lenBytes + i : total - 1 - i] = byte;
  }
  return out;
}
const MD5_S = [7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21];
const MD5_K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);
function md5(data) {
  const m = pad(data, 64, 8, true);
  let a0 = 1732584193, b0 = 4023233417, c0 = 2562383102, d0 = 271733878;
  const w = new Uint32Array(16);
  for (let off = 0; off < m.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = m[off + i * 4] | m[off + i * 4 + 1] << 8 | m[off + i * 4 + 2] << 16 | m[off + i * 4 + 3] << 24;
    let a = a0, b = b0, c = c0, d = d0;
    for (let i = 0; i < 64; i++) {
      let f, g;
      if (i < 16) f = b & c | ~b & d, g = i;
      else if (i < 32) f = d & b | ~d & c, g = (5 * i + 1) % 16;
      else if (i < 48) f = b ^ c ^ d, g = (3 * i + 5) % 16;
      else f = c ^ (b | ~d), g = 7 * i % 16;
      const t = d;
      d = c;
      c = b;
      const x = a + f + MD5_K[i] + w[g] | 0;
      b = b + (x << MD5_S[i] | x >>> 32 - MD5_S[i]) | 0;
      a = t;
    }
    a0 = a0 + a | 0;
    b0 = b0 + b | 0;
    c0 = c0 + c | 0;
    d0 = d0 + d | 0;
  }
  const out = new Uint8Array(16);
  [a0, b0, c0, d0].forEach((v, i) => {
    for (let j = 0; j < 4; j++) out[i * 4 + j] = v >>> 8 * j & 255;
  });
  return out;
}
function wordsOut(words) {
  const out = new Uint8Array(words.length * 4);
  words.forEach((v, i) => {
    for (let j = 0; j < 4; j++) out[i * 4 + j] = v >>> 24 - 8 * j & 255;
  });
  return out;
}
function sha1(data) {
  const m = pad(data, 64, 8, false);
  const h = [1732584193, 4023233417, 2562383102, 271733878, 3285377520];
  const w = new Int32Array(80);
  for (let off = 0; off < m.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = m[off + i * 4] << 24 | m[off + i * 4 + 1] << 16 | m[off + i * 4 + 2] << 8 | m[off + i * 4 + 3];
    for (let i = 16; i < 80; i++) {
      const x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16];
      w[i] = x << 1 | x >>> 31;
    }
    let [a, b, c, d, e] = h;
    for (let i = 0; i < 80; i++) {
      const f = i < 20 ? b & c | ~b & d : i < 40 ? b ^ c ^ d : i < 60 ? b & c | b & d | c & d : b ^ c ^ d;
      const k = i < 20 ? 1518500249 : i < 40 ? 1859775393 : i < 60 ? 2400959708 : 3395469782;
      const t = (a << 5 | a >>> 27) + f + e + k + w[i] | 0;
      e = d;
      d = c;
      c = b << 30 | b >>> 2;
      b = a;
      a = t;
    }
    h[0] = h[0] + a | 0;
    h[1] = h[1] + b | 0;
    h[2] = h[2] + c | 0;
    h[3] = h[3] + d | 0;
    h[4] = h[4] + e | 0;
  }
  return wordsOut(h);
}
const SHA256_K = [
  1116352408,
  1899447441,
  3049323471,
  3921009573,
  961987163,
  1508970993,
  2453635748,
  2870763221,
  3624381080,
  310598401,
  607225278,
  1426881987,
  1925078388,
  2162078206,
  2614888103,
  3248222580,
  3835390401,
  4022224774,
  264347078,
  604807628,
  770255983,
  1249150122,
  1555081692,
  1996064986,
  2554220882,
  2821834349,
  2952996808,
  3210313671,
  3336571891,
  3584528711,
  113926993,
  338241895,
  666307205,
  773529912,
  1294757372,
  1396182291,
  1695183700,
  1986661051,
  2177026350,
  2456956037,
  2730485921,
  2820302411,
  3259730800,
  3345764771,
  3516065817,
  3600352804,
  4094571909,
  275423344,
  430227734,
  506948616,
  659060556,
  883997877,
  958139571,
  1322822218,
  1537002063,
  1747873779,
  1955562222,
  2024104815,
  2227730452,
  2361852424,
  2428436474,
  2756734187,
  3204031479,
  3329325298
];
function sha256(data) {
  const m = pad(data, 64, 8, false);
  const h = [1779033703, 3144134277, 1013904242, 2773480762, 1359893119, 2600822924, 528734635, 1541459225];
  const w = new Int32Array(64);
  const rotr = (x, n) => x >>> n | x << 32 - n;
  for (let off = 0; off < m.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = m[off + i * 4] << 24 | m[off + i * 4 + 1] << 16 | m[off + i * 4 + 2] << 8 | m[off + i * 4 + 3];
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15], y = w[i - 2];
      const s0 = rotr(x, 7) ^ rotr(x, 18) ^ x >>> 3;
      const s1 = rotr(y, 17) ^ rotr(y, 19) ^ y >>> 10;
      w[i] = w[i - 16] + s0 + w[i - 7] + s1 | 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + (e & f ^ ~e & g) + SHA256_K[i] + w[i] | 0;
      const t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + (a & b ^ a & c ^ b & c) | 0;
      hh = g;
      g = f;
      f = e;
      e = d + t1 | 0;
      d = c;
      c = b;
      b = a;
      a = t1 + t2 | 0;
    }
    [a, b, c, d, e, f, g, hh].forEach((v, i) => h[i] = h[i] + v | 0);
  }
  return wordsOut(h);
}
const SHA512_K = [
  "428a2f98d728ae22",
  "7137449123ef65cd",
  "b5c0fbcfec4d3b2f",
  "e9b5dba58189dbbc",
  "3956c25bf348b538",
  "59f111f1b605d019",
  "923f82a4af194f9b",
  "ab1c5ed5da6d8118",
  "d807aa98a3030242",
  "12835b0145706fbe",
  "243185be4ee4b28c",
  "550c7dc3d5ffb4e2",
  "72be5d74f27b896f",
  "80deb1fe3b1696b1",
  "9bdc06a725c71235",
  "c19bf174cf692694",
  "e49b69c19ef14ad2",
  "efbe4786384f25e3",
  "0fc19dc68b8cd5b5",
  "240ca1cc77ac9c65",
  "2de92c6f592b0275",
  "4a7484aa6ea6e483",
  "5cb0a9dcbd41fbd4",
  "76f988da831153b5",
  "983e5152ee66dfab",
  "a831c66d2db43210",
  "b00327c898fb213f",
  "bf597fc7beef0ee4",
  "c6e00bf33da88fc2",
  "d5a79147930aa725",
  "06ca6351e003826f",
  "142929670a0e6e70",
  "27b70a8546d22ffc",
  "2e1b21385c26c926",
  "4d2c6dfc5ac42aed",
  "53380d139d95b3df",
  "650a73548baf63de",
  "766a0abb3c77b2a8",
  "81c2c92e47edaee6",
  "92722c851482353b",
  "a2bfe8a14cf10364",
  "a81a664bbc423001",
  "c24b8b70d0f89791",
  "c76c51a30654be30",
  "d192e819d6ef5218",
  "d69906245565a910",
  "f40e35855771202a",
  "106aa07032bbd1b8",
  "19a4c116b8d2d0c8",
  "1e376c085141ab53",
  "2748774cdf8eeb99",
  "34b0bcb5e19b48a8",
  "391c0cb3c5c95a63",
  "4ed8aa4ae3418acb",
  "5b9cca4f7763e373",
  "682e6ff3d6b2b8a3",
  "748f82ee5defb2fc",
  "78a5636f43172f60",
  "84c87814a1f0ab72",
  "8cc702081a6439ec",
  "90befffa23631e28",
  "a4506cebde82bde9",
  "bef9a3f7b2c67915",
  "c67178f2e372532b",
  "ca273eceea26619c",
  "d186b8c721c0c207",
  "eada7dd6cde0eb1e",
  "f57d4f7fee6ed178",
  "06f067aa72176fba",
  "0a637dc5a2c898a6",
  "113f9804bef90dae",
  "1b710b35131c471b",
  "28db77f523047d84",
  "32caab7b40c72493",
  "3c9ebe0a15c9bebc",
  "431d67c49c100d4c",
  "4cc5d4becb3e42b6",
  "597f299cfc657e2a",
  "5fcb6fab3ad6faec",
  "6c44198c4a475817"
];
const K512 = new Int32Array(160);
SHA512_K.forEach((k, i) => {
  K512[2 * i] = parseInt(k.slice(0, 8), 16) | 0;
  K512[2 * i + 1] = parseInt(k.slice(8), 16) | 0;
});
function sha512(data) {
  const m = pad(data, 128, 16, false);
  const H = Int32Array.from([1779033703, 4089235720, 3144134277, 2227873595, 1013904242, 4271175723, 2773480762, 1595750129, 1359893119, 2917565137, 2600822924, 725511199, 528734635, 4215389547, 1541459225, 327033209].map((x) => x | 0));
  const W = new Int32Array(160);
  let rh = 0, rl = 0;
  const add = (ah, al, bh, bl) => {
    const lo = (al >>> 0) + (bl >>> 0);
    rl = lo | 0;
    rh = ah + bh + (lo > 4294967295 ? 1 : 0) | 0;
  };
  const rotrH = (h, l, n) => n < 32 ? h >>> n | l << 32 - n : l >>> n - 32 | h << 64 - n;
  const rotrL = (h, l, n) => n < 32 ? l >>> n | h << 32 - n : h >>> n - 32 | l << 64 - n;
  for (let off = 0; off < m.length; off += 128) {
    for (let i = 0; i < 32; i++) W[i] = m[off + i * 4] << 24 | m[off + i * 4 + 1] << 16 | m[off + i * 4 + 2] << 8 | m[off + i * 4 + 3];
    for (let i = 16; i < 80; i++) {
      const xh = W[2 * (i - 15)], xl = W[2 * (i - 15) + 1];
      const s0h = rotrH(xh, xl, 1) ^ rotrH(xh, xl, 8) ^ xh >>> 7;
      const s0l = rotrL(xh, xl, 1) ^ rotrL(xh, xl, 8) ^ (xl >>> 7 | xh << 25);
      const yh = W[2 * (i - 2)], yl = W[2 * (i - 2) + 1];
      const s1h = rotrH(yh, yl, 19) ^ rotrH(yh, yl, 61) ^ yh >>> 6;
      const s1l = rotrL(yh, yl, 19) ^ rotrL(yh, yl, 61) ^ (yl >>> 6 | yh << 26);
      add(W[2 * (i - 16)], W[2 * (i - 16) + 1], s0h, s0l);
      add(rh, rl, W[2 * (i - 7)], W[2 * (i - 7) + 1]);
      add(rh, rl, s1h, s1l);
      W[2 * i] = rh;
      W[2 * i + 1] = rl;
    }
    const v = Int32Array.from(H);
    for (let i = 0; i < 80; i++) {
      const [ah, al, bh, bl, ch, cl, dh, dl, eh, el, fh, fl, gh, gl, hh, hl] = v;
      const S1h = rotrH(eh, el, 14) ^ rotrH(eh, el, 18) ^ rotrH(eh, el, 41);
      const S1l = rotrL(eh, el, 14) ^ rotrL(eh, el, 18) ^ rotrL(eh, el, 41);
      const chh = eh & fh ^ ~eh & gh, chl = el & fl ^ ~el & gl;
      add(hh, hl, S1h, S1l);
      add(rh, rl, chh, chl);
      add(rh, rl, K512[2 * i], K512[2 * i + 1]);
      add(rh, rl, W[2 * i], W[2 * i + 1]);
      const t1h = rh, t1l = rl;
      const S0h = rotrH(ah, al, 28) ^ rotrH(ah, al, 34) ^ rotrH(ah, al, 39);
      const S0l = rotrL(ah, al, 28) ^ rotrL(ah, al, 34) ^ rotrL(ah, al, 39);
      const mjh = ah & bh ^ ah & ch ^ bh & ch, mjl = al & bl ^ al & cl ^ bl & cl;
      add(S0h, S0l, mjh, mjl);
      const t2h = rh, t2l = rl;
      v[14] = gh;
      v[15] = gl;
      v[12] = fh;
      v[13] = fl;
      v[10] = eh;
      v[11] = el;
      add(dh, dl, t1h, t1l);
      v[8] = rh;
      v[9] = rl;
      v[6] = ch;
      v[7] = cl;
      v[4] = bh;
      v[5] = bl;
      v[2] = ah;
      v[3] = al;
      add(t1h, t1l, t2h, t2l);
      v[0] = rh;
      v[1] = rl;
    }
    for (let i = 0; i < 16; i += 2) {
      add(H[i], H[i + 1], v[i], v[i + 1]);
      H[i] = rh;
      H[i + 1] = rl;
    }
  }
  return wordsOut(Array.from(H));
}
function hex(bytes) {
  let s = "";
  for (const b of bytes) s += (b < 16 ? "0" : "") + b.toString(16);
  return s;
}
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
function base64(bytes) {
  const parts = [];
  let s = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i], b = bytes[i + 1], c = bytes[i + 2];
    s += B64[a >> 2] + B64[(a & 3) << 4 | (b ?? 0) >> 4] + (b === void 0 ? "=" : B64[(b & 15) << 2 | (c ?? 0) >> 6]) + (c === void 0 ? "=" : B64[c & 63]);
    if (s.length >= 4096) {
      parts.push(s);
      s = "";
    }
  }
  parts.push(s);
  return parts.join("");
}
function unbase64(text) {
  const t = text.replace(/[\r\n]/g, "");
  if (t.length % 4 !== 0) return void 0;
  const out = new Uint8Array(t.length / 4 * 3);
  let n = 0;
  for (let i = 0; i < t.length; i += 4) {
    const q = [0, 1, 2, 3].map((j) => t[i + j] === "=" ? -2 : B64.indexOf(t[i + j]));
    if (q.some((x) => x === -1) || q[0] < 0 || q[1] < 0) return void 0;
    if (q[2] === -2 && q[3] !== -2) return void 0;
    if ((q[2] === -2 || q[3] === -2) && i + 4 !== t.length) return void 0;
    out[n++] = q[0] << 2 | q[1] >> 4;
    if (q[2] >= 0) {
      out[n++] = (q[1] & 15) << 4 | q[2] >> 2;
      if (q[3] >= 0) out[n++] = (q[2] & 3) << 6 | q[3];
      else if ((q[2] & 3) !== 0) return void 0;
    } else if ((q[1] & 15) !== 0) return void 0;
  }
  return out.subarray(0, n);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  base64,
  hex,
  md5,
  sha1,
  sha256,
  sha512,
  unbase64
});
