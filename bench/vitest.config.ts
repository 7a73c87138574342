import { defineProject } from 'vitest/config';

// The bench's own logic (not its runs): `npx vitest run --root bench`.
export default defineProject({
  test: { name: 'bench', include: ['*.test.ts'], environment: 'node' },
});
