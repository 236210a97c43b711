// `npm start`: runs the service against API_URL (the Prism mock) and prints what it did.
import { runService } from './service.js';

const apiUrl = process.env.API_URL;
if (!apiUrl) {
  console.error('Set API_URL to the back-office API, e.g. API_URL=http://127.0.0.1:4010 npm start');
  process.exit(2);
}
console.log(JSON.stringify(await runService(apiUrl, 'downloads'), null, 2));
