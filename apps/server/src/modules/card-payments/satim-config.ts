import { sandboxDefaults } from '../../satim-sandbox/sandbox-defaults';

export interface SatimConfig {
  /** The platform's REST base, e.g. https://test2.satim.dz/payment/rest (SATIM_URL). */
  baseUrl: string;
  userName: string;
  password: string;
  /** Sent as jsonParams.force_terminal_id: the terminal the bank gave the merchant. */
  terminalId: string;
  /** Hosts (host[:port]) a formUrl may point at: the platform's own host plus SATIM_ALLOWED_FORM_HOSTS. */
  allowedFormHosts: string[];
  /** How long a call may take before the platform counts as unavailable (SATIM_TIMEOUT_MS). */
  timeoutMs: number;
}

/** SATIM settings from the environment; unset, they point at the local sandbox (npm run satim:sandbox). */
export function loadSatimConfig(env: NodeJS.ProcessEnv = process.env): SatimConfig {
  const baseUrl = (env.SATIM_URL || `http://127.0.0.1:${sandboxDefaults.port}/payment/rest`).replace(/\/$/, '');
  const extraHosts = (env.SATIM_ALLOWED_FORM_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return {
    baseUrl,
    userName: env.SATIM_USERNAME || sandboxDefaults.userName,
    password: env.SATIM_PASSWORD || sandboxDefaults.password,
    terminalId: env.SATIM_TERMINAL_ID || sandboxDefaults.terminalId,
    allowedFormHosts: [new URL(baseUrl).host, ...extraHosts],
    timeoutMs: Number(env.SATIM_TIMEOUT_MS || 15_000),
  };
}
