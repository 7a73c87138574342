// npm run satim:sandbox: the local SATIM platform card payments go to by default (README, "Card payment").
import { sandboxDefaults } from './sandbox-defaults';
import { startSatimSandbox } from './sandbox-server';
import { testCards } from './test-cards';

const port = Number(process.env.SATIM_SANDBOX_PORT ?? sandboxDefaults.port);
const publicUrl = process.env.SATIM_SANDBOX_PUBLIC_URL || undefined;
const sandbox = await startSatimSandbox({ port, host: process.env.SATIM_SANDBOX_HOST ?? '127.0.0.1', publicUrl });

console.log(`SATIM sandbox listening at ${sandbox.url} (SATIM_URL=${sandbox.url}/payment/rest)`);
if (publicUrl) console.log(`Payment pages at ${publicUrl} (add its host to SATIM_ALLOWED_FORM_HOSTS)`);
console.log(
  `Merchant: userName=${sandboxDefaults.userName} password=${sandboxDefaults.password} terminal=${sandboxDefaults.terminalId}`,
);
console.log('Test cards (any future expiry, any 3-digit CVV2, any name):');
for (const card of testCards) console.log(`  ${card.pan}  ${card.label.en}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
}
