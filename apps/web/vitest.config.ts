import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // The practice's time zone (Africa/Algiers, no daylight saving): day boundaries do not depend on the machine.
    env: { TZ: 'Africa/Algiers' },
  },
});
