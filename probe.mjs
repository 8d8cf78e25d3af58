import { parseDocument, LineCounter } from 'yaml';
const n = Number(process.argv[2]); const opt = process.argv[3];
const t = process.argv[4] === 'compact' ? '- '.repeat(n) + 'x\n' : '['.repeat(n) + ']'.repeat(n);
const lc = new LineCounter();
const d = parseDocument(t, opt === 'nopretty' ? { prettyErrors: false, lineCounter: lc } : { lineCounter: lc });
console.log('parsed', d.errors.length, d.errors[0]?.message.slice(0, 100));
d.toJS(); console.log('toJS ok');
