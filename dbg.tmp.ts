import { normaliseText } from './src/server/modules/chat/filter/normalise-text';
for (const t of process.argv.slice(2)) { const n = normaliseText(t); console.log(JSON.stringify({words:n.words.text, digits:n.digits.text, contact:n.contact.text})); }
