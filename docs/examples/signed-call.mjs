// A signed call from Node with nothing but node:crypto (docs/api.md, "Request signing").
// Usage: node docs/examples/signed-call.mjs [baseUrl] [userName] [password]
import { createHash, createHmac, randomUUID } from 'node:crypto';

const [base = 'http://localhost:8080', userName = 'buyer', password = 'Buyer@123'] = process.argv.slice(2);
const hex = (algorithm, text) => createHash(algorithm).update(text, 'utf8').digest('hex');

/** appsign: digit n-2 of the timestamp picks how many leading digits to add; their sum picks the MD5 rounds. */
function appsign(timestamp) {
  const digits = [...timestamp].map(Number);
  const sum = digits.slice(0, (digits.at(-2) % 4) + 1).reduce((a, b) => a + b, 0);
  let value = timestamp;
  for (let i = 0; i <= sum % 4; i += 1) value = hex('md5', value);
  return value;
}

const post = (path, body, headers = {}) =>
  fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body }).then((r) => r.json());

const login = await post('/api/base/v1/baseLoginRestful/login', JSON.stringify({ userName, password }));
if (login.status !== 'S') throw new Error(login.msg);
const { authorizationCode, signSecret, certificate } = login.data;

const path = '/api/base/v1/baseLookupValuesRestful/findDic'; // with /api, and the query string if any
const body = JSON.stringify({ lookupType: 'YES_NO' }); // sign exactly the text sent
const timestamp = String(Date.now());
const nonce = randomUUID();
const signed = ['POST', path, timestamp, nonce, hex('sha256', body)].join('\n');
const answer = await post(path, body, {
  AuthorizationCode: authorizationCode, certificate, timestamp, randomNum: nonce, appsign: appsign(timestamp),
  parameterSignature: createHmac('sha256', signSecret).update(signed, 'utf8').digest('hex'), 'SAAF-Language': 'EN',
});
console.log(answer.status, answer.msg, JSON.stringify(answer.data));
