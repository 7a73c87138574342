import { apiBasePath, authPaths } from '@tabib/contracts/auth';
import { benchPassword } from './seed';

/** Signs accounts in through the API, 4 at a time (argon2id verification is the cost); returns their tokens in order. */
export async function signIn(baseUrl: string, accounts: { email: string; assistant?: boolean }[]): Promise<string[]> {
  const tokens: string[] = new Array(accounts.length);
  let next = 0;
  const worker = async () => {
    while (next < accounts.length) {
      const index = next++;
      const account = accounts[index]!;
      const response = await fetch(`${baseUrl}${apiBasePath}${authPaths.signIn}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: benchPassword, position: account.assistant ?? false }),
      });
      const body = (await response.json()) as { auth?: { token: string } };
      if (!response.ok || !body.auth)
        throw new Error(`sign-in of ${account.email} answered ${response.status} ${JSON.stringify(body)}`);
      tokens[index] = body.auth.token;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return tokens;
}
