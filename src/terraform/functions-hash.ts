/**
 * The hash functions Terraform's md5(), sha1(), sha256(), sha512() and their base64 and file
 * forms use, in plain TypeScript over bytes: the function library runs in a browser too, where
 * node:crypto is not. Each is one pass over its input (O(n)); none of them is for security here,
 * only to compute the same text Terraform would.
 */

/** Pads a message the MD/SHA way: 0x80, zeros, then the bit length in `lenBytes` bytes (big- or little-endian). */
function pad(data: Uint8Array, block: number, lenBytes: number, littleEndian: boolean): Uint8Array {
  const total = Math.ceil((data.length + 1 + lenBytes) / block) * block;
  const out = new Uint8Array(total);
  out.set(data);
  out[data.length] = 0x80;
  // The bit length (at most 2^53 bits here: a JS array's length).
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

/** MD5 (RFC 1321) of the bytes: 16 bytes. */
export function md5(data: Uint8Array): Uint8Array {
  const m = pad(data, 64, 8, true);
  let a0 = 0x67452301, b0 = 0xefcdab89, c0 = 0x98badcfe, d0 = 0x10325476;
  const w = new Uint32Array(16);
  for (let off = 0; off < m.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = m[off + i * 4]! | (m[off + i * 4 + 1]! << 8) | (m[off + i * 4 + 2]! << 16) | (m[off + i * 4 + 3]! << 24);
    let a = a0, b = b0, c = c0, d = d0;
    for (let i = 0; i < 64; i++) {
      let f: number, g: number;
      if (i < 16) (f = (b & c) | (~b & d)), (g = i);
      else if (i < 32) (f = (d & b) | (~d & c)), (g = (5 * i + 1) % 16);
      else if (i < 48) (f = b ^ c ^ d), (g = (3 * i + 5) % 16);
      else (f = c ^ (b | ~d)), (g = (7 * i) % 16);
      const t = d;
      d = c;
      c = b;
      const x = (a + f + MD5_K[i]! + w[g]!) | 0;
      b = (b + ((x << MD5_S[i]!) | (x >>> (32 - MD5_S[i]!)))) | 0;
      a = t;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }
  const out = new Uint8Array(16);
  [a0, b0, c0, d0].forEach((v, i) => {
    for (let j = 0; j < 4; j++) out[i * 4 + j] = (v >>> (8 * j)) & 0xff;
  });
  return out;
}

function wordsOut(words: readonly number[]): Uint8Array {
  const out = new Uint8Array(words.length * 4);
  words.forEach((v, i) => {
    for (let j = 0; j < 4; j++) out[i * 4 + j] = (v >>> (24 - 8 * j)) & 0xff;
  });
  return out;
}

/** SHA-1 (FIPS 180-4) of the bytes: 20 bytes. */
export function sha1(data: Uint8Array): Uint8Array {
  const m = pad(data, 64, 8, false);
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  const w = new Int32Array(80);
  for (let off = 0; off < m.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = (m[off + i * 4]! << 24) | (m[off + i * 4 + 1]! << 16) | (m[off + i * 4 + 2]! << 8) | m[off + i * 4 + 3]!;
    for (let i = 16; i < 80; i++) {
      const x = w[i - 3]! ^ w[i - 8]! ^ w[i - 14]! ^ w[i - 16]!;
      w[i] = (x << 1) | (x >>> 31);
    }
    let [a, b, c, d, e] = h as [number, number, number, number, number];
    for (let i = 0; i < 80; i++) {
      const f = i < 20 ? (b & c) | (~b & d) : i < 40 ? b ^ c ^ d : i < 60 ? (b & c) | (b & d) | (c & d) : b ^ c ^ d;
      const k = i < 20 ? 0x5a827999 : i < 40 ? 0x6ed9eba1 : i < 60 ? 0x8f1bbcdc : 0xca62c1d6;
      const t = (((a << 5) | (a >>> 27)) + f + e + k + w[i]!) | 0;
      e = d;
      d = c;
      c = (b << 30) | (b >>> 2);
      b = a;
      a = t;
    }
    h[0] = (h[0]! + a) | 0;
    h[1] = (h[1]! + b) | 0;
    h[2] = (h[2]! + c) | 0;
    h[3] = (h[3]! + d) | 0;
    h[4] = (h[4]! + e) | 0;
  }
  return wordsOut(h);
}

const SHA256_K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
];

/** SHA-256 (FIPS 180-4) of the bytes: 32 bytes. */
export function sha256(data: Uint8Array): Uint8Array {
  const m = pad(data, 64, 8, false);
  const h = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
  const w = new Int32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let off = 0; off < m.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = (m[off + i * 4]! << 24) | (m[off + i * 4 + 1]! << 16) | (m[off + i * 4 + 2]! << 8) | m[off + i * 4 + 3]!;
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15]!, y = w[i - 2]!;
      const s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3);
      const s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + SHA256_K[i]! + w[i]!) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    [a, b, c, d, e, f, g, hh].forEach((v, i) => (h[i] = (h[i]! + v) | 0));
  }
  return wordsOut(h);
}

// SHA-512 on pairs of 32-bit halves (hi, lo): no BigInt in the inner loop.
const SHA512_K = [
  "428a2f98d728ae22", "7137449123ef65cd", "b5c0fbcfec4d3b2f", "e9b5dba58189dbbc", "3956c25bf348b538", "59f111f1b605d019", "923f82a4af194f9b", "ab1c5ed5da6d8118",
  "d807aa98a3030242", "12835b0145706fbe", "243185be4ee4b28c", "550c7dc3d5ffb4e2", "72be5d74f27b896f", "80deb1fe3b1696b1", "9bdc06a725c71235", "c19bf174cf692694",
  "e49b69c19ef14ad2", "efbe4786384f25e3", "0fc19dc68b8cd5b5", "240ca1cc77ac9c65", "2de92c6f592b0275", "4a7484aa6ea6e483", "5cb0a9dcbd41fbd4", "76f988da831153b5",
  "983e5152ee66dfab", "a831c66d2db43210", "b00327c898fb213f", "bf597fc7beef0ee4", "c6e00bf33da88fc2", "d5a79147930aa725", "06ca6351e003826f", "142929670a0e6e70",
  "27b70a8546d22ffc", "2e1b21385c26c926", "4d2c6dfc5ac42aed", "53380d139d95b3df", "650a73548baf63de", "766a0abb3c77b2a8", "81c2c92e47edaee6", "92722c851482353b",
  "a2bfe8a14cf10364", "a81a664bbc423001", "c24b8b70d0f89791", "c76c51a30654be30", "d192e819d6ef5218", "d69906245565a910", "f40e35855771202a", "106aa07032bbd1b8",
  "19a4c116b8d2d0c8", "1e376c085141ab53", "2748774cdf8eeb99", "34b0bcb5e19b48a8", "391c0cb3c5c95a63", "4ed8aa4ae3418acb", "5b9cca4f7763e373", "682e6ff3d6b2b8a3",
  "748f82ee5defb2fc", "78a5636f43172f60", "84c87814a1f0ab72", "8cc702081a6439ec", "90befffa23631e28", "a4506cebde82bde9", "bef9a3f7b2c67915", "c67178f2e372532b",
  "ca273eceea26619c", "d186b8c721c0c207", "eada7dd6cde0eb1e", "f57d4f7fee6ed178", "06f067aa72176fba", "0a637dc5a2c898a6", "113f9804bef90dae", "1b710b35131c471b",
  "28db77f523047d84", "32caab7b40c72493", "3c9ebe0a15c9bebc", "431d67c49c100d4c", "4cc5d4becb3e42b6", "597f299cfc657e2a", "5fcb6fab3ad6faec", "6c44198c4a475817",
];
const K512 = new Int32Array(160);
SHA512_K.forEach((k, i) => {
  K512[2 * i] = parseInt(k.slice(0, 8), 16) | 0;
  K512[2 * i + 1] = parseInt(k.slice(8), 16) | 0;
});

/** SHA-512 (FIPS 180-4) of the bytes: 64 bytes. */
export function sha512(data: Uint8Array): Uint8Array {
  const m = pad(data, 128, 16, false);
  const H = Int32Array.from([0x6a09e667, 0xf3bcc908, 0xbb67ae85, 0x84caa73b, 0x3c6ef372, 0xfe94f82b, 0xa54ff53a, 0x5f1d36f1, 0x510e527f, 0xade682d1, 0x9b05688c, 0x2b3e6c1f, 0x1f83d9ab, 0xfb41bd6b, 0x5be0cd19, 0x137e2179].map((x) => x | 0));
  const W = new Int32Array(160);
  // 64-bit helpers over (hi, lo) pairs; results in rh, rl.
  let rh = 0, rl = 0;
  const add = (ah: number, al: number, bh: number, bl: number) => {
    const lo = (al >>> 0) + (bl >>> 0);
    rl = lo | 0;
    rh = (ah + bh + (lo > 0xffffffff ? 1 : 0)) | 0;
  };
  const rotrH = (h: number, l: number, n: number) => (n < 32 ? (h >>> n) | (l << (32 - n)) : (l >>> (n - 32)) | (h << (64 - n)));
  const rotrL = (h: number, l: number, n: number) => (n < 32 ? (l >>> n) | (h << (32 - n)) : (h >>> (n - 32)) | (l << (64 - n)));
  for (let off = 0; off < m.length; off += 128) {
    for (let i = 0; i < 32; i++) W[i] = (m[off + i * 4]! << 24) | (m[off + i * 4 + 1]! << 16) | (m[off + i * 4 + 2]! << 8) | m[off + i * 4 + 3]!;
    for (let i = 16; i < 80; i++) {
      const xh = W[2 * (i - 15)]!, xl = W[2 * (i - 15) + 1]!;
      const s0h = rotrH(xh, xl, 1) ^ rotrH(xh, xl, 8) ^ (xh >>> 7);
      const s0l = rotrL(xh, xl, 1) ^ rotrL(xh, xl, 8) ^ ((xl >>> 7) | (xh << 25));
      const yh = W[2 * (i - 2)]!, yl = W[2 * (i - 2) + 1]!;
      const s1h = rotrH(yh, yl, 19) ^ rotrH(yh, yl, 61) ^ (yh >>> 6);
      const s1l = rotrL(yh, yl, 19) ^ rotrL(yh, yl, 61) ^ ((yl >>> 6) | (yh << 26));
      add(W[2 * (i - 16)]!, W[2 * (i - 16) + 1]!, s0h, s0l);
      add(rh, rl, W[2 * (i - 7)]!, W[2 * (i - 7) + 1]!);
      add(rh, rl, s1h, s1l);
      W[2 * i] = rh;
      W[2 * i + 1] = rl;
    }
    const v = Int32Array.from(H);
    for (let i = 0; i < 80; i++) {
      const [ah, al, bh, bl, ch, cl, dh, dl, eh, el, fh, fl, gh, gl, hh, hl] = v as unknown as number[] as [number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number];
      const S1h = rotrH(eh, el, 14) ^ rotrH(eh, el, 18) ^ rotrH(eh, el, 41);
      const S1l = rotrL(eh, el, 14) ^ rotrL(eh, el, 18) ^ rotrL(eh, el, 41);
      const chh = (eh & fh) ^ (~eh & gh), chl = (el & fl) ^ (~el & gl);
      add(hh, hl, S1h, S1l);
      add(rh, rl, chh, chl);
      add(rh, rl, K512[2 * i]!, K512[2 * i + 1]!);
      add(rh, rl, W[2 * i]!, W[2 * i + 1]!);
      const t1h = rh, t1l = rl;
      const S0h = rotrH(ah, al, 28) ^ rotrH(ah, al, 34) ^ rotrH(ah, al, 39);
      const S0l = rotrL(ah, al, 28) ^ rotrL(ah, al, 34) ^ rotrL(ah, al, 39);
      const mjh = (ah & bh) ^ (ah & ch) ^ (bh & ch), mjl = (al & bl) ^ (al & cl) ^ (bl & cl);
      add(S0h, S0l, mjh, mjl);
      const t2h = rh, t2l = rl;
      v[14] = gh; v[15] = gl; v[12] = fh; v[13] = fl; v[10] = eh; v[11] = el;
      add(dh, dl, t1h, t1l);
      v[8] = rh; v[9] = rl;
      v[6] = ch; v[7] = cl; v[4] = bh; v[5] = bl; v[2] = ah; v[3] = al;
      add(t1h, t1l, t2h, t2l);
      v[0] = rh; v[1] = rl;
    }
    for (let i = 0; i < 16; i += 2) {
      add(H[i]!, H[i + 1]!, v[i]!, v[i + 1]!);
      H[i] = rh;
      H[i + 1] = rl;
    }
  }
  return wordsOut(Array.from(H));
}

/** Lower-case hex of bytes. */
export function hex(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += (b < 16 ? "0" : "") + b.toString(16);
  return s;
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Standard base64 (RFC 4648, padded) of bytes. */
export function base64(bytes: Uint8Array): string {
  const parts: string[] = [];
  let s = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!, b = bytes[i + 1], c = bytes[i + 2];
    s += B64[a >> 2]! + B64[((a & 3) << 4) | ((b ?? 0) >> 4)]! + (b === undefined ? "=" : B64[((b & 15) << 2) | ((c ?? 0) >> 6)]!) + (c === undefined ? "=" : B64[c & 63]!);
    if (s.length >= 4096) {
      parts.push(s);
      s = "";
    }
  }
  parts.push(s);
  return parts.join("");
}

/** The bytes of standard padded base64 (Go's StdEncoding: strict, newlines ignored), or undefined when it is not. */
export function unbase64(text: string): Uint8Array | undefined {
  const t = text.replace(/[\r\n]/g, "");
  if (t.length % 4 !== 0) return undefined;
  const out = new Uint8Array((t.length / 4) * 3);
  let n = 0;
  for (let i = 0; i < t.length; i += 4) {
    const q = [0, 1, 2, 3].map((j) => (t[i + j] === "=" ? -2 : B64.indexOf(t[i + j]!)));
    if (q.some((x) => x === -1) || q[0]! < 0 || q[1]! < 0) return undefined;
    if (q[2] === -2 && q[3] !== -2) return undefined;
    if ((q[2] === -2 || q[3] === -2) && i + 4 !== t.length) return undefined;
    out[n++] = (q[0]! << 2) | (q[1]! >> 4);
    if (q[2]! >= 0) {
      out[n++] = ((q[1]! & 15) << 4) | (q[2]! >> 2);
      if (q[3]! >= 0) out[n++] = ((q[2]! & 3) << 6) | q[3]!;
      else if ((q[2]! & 3) !== 0) return undefined;
    } else if ((q[1]! & 15) !== 0) return undefined;
  }
  return out.subarray(0, n);
}
