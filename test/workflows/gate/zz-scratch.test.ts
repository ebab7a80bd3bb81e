import { findings, gate } from './gate-run.js';
it('self', async () => {
  const r = await gate(['--self']);
  console.log(r.err.split('\n').slice(0, 3).join('\n'), '\nFINDINGS', JSON.stringify(findings(r), null, 1), r.out);
}, 600000);
