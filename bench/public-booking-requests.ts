import http from 'node:http';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AutocannonRequest } from 'autocannon';
import { apiBasePath } from '@tabib/contracts/auth';
import { publicBookingPaths, type FreeSlotsResponse } from '@tabib/contracts/public-booking';
import { type PublicBookingBody } from '@tabib/contracts/public-booking-input';
import { benchBookingSlug, type SeededDoctor } from './seed';

export interface Answer {
  status: number;
  text: string;
  /** performance.now() when the request was handed to the socket, and when the whole answer was read. */
  sentAt: number;
  answeredAt: number;
}

/** One HTTP request, its answer read to the end; `address` goes out as X-Forwarded-For (the servers run with TRUST_PROXY). */
export function send(
  baseUrl: string,
  agent: http.Agent,
  method: string,
  path: string,
  options: { body?: unknown; address?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const base = new URL(baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const sentAt = performance.now();
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.address ? { 'x-forwarded-for': options.address } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString(),
            sentAt,
            answeredAt: performance.now(),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** `status code` of an answer, as the tables count them ('201', '409 slotAlreadyBooked'). */
export function outcomeOf(answer: { status: number; text: string }): string {
  if (answer.status >= 200 && answer.status < 300) return String(answer.status);
  try {
    return `${answer.status} ${(JSON.parse(answer.text) as { code?: string }).code ?? ''}`.trim();
  } catch {
    return `${answer.status} unparsable`;
  }
}

/**
 * Client addresses, a block per use so that the limits (reads per process and address, bookings
 * per address in the database) count each use apart: 10.<block>.x.y.
 */
export const clientAddress = (block: number, i: number) => `10.${block}.${(i >> 8) & 255}.${i & 255}`;
export const addressBlocks = { reads: 1, burst: 2, events: 3 } as const;
/** Page reads rotate over this many addresses: below the read limit's 600 per 10 minutes each, and below the 10,000 live entries at which its map starts sweeping on every request. */
const readAddresses = 2_000;

/** A unique Algerian mobile number per patient: +2136 then 8 digits, a block of 10 million per use. */
export const patientPhone = (block: number, i: number) => `+2136${String(block * 10_000_000 + i).padStart(8, '0')}`;

export const slotsPath = (doctor: SeededDoctor, weeks = 4) =>
  `${apiBasePath}${publicBookingPaths.slots.replace(':slug', benchBookingSlug(doctor.n))}?reason=${doctor.bookableReasonId}&type=cabinet&weeks=${weeks}`;
export const bookPath = (doctor: SeededDoctor) =>
  `${apiBasePath}${publicBookingPaths.book.replace(':slug', benchBookingSlug(doctor.n))}`;

/** Request k reads doctor k's page slots (4 weeks, cabinet, rotating over the doctors) from address k (rotating), as anonymous patients do. */
export const slotsRequestOf =
  (doctors: SeededDoctor[]) =>
  (k: number): { path: string; headers: Record<string, string> } => ({
    path: slotsPath(doctors[k % doctors.length]!),
    headers: {
      'x-forwarded-for': clientAddress(addressBlocks.reads, k % readAddresses),
      'accept-encoding': 'gzip, deflate, br, zstd',
    },
  });

/** The same reads from the bare handler (bare-server.ts): the same statement, without the server's work around it. */
export const bareSlotsRequestOf =
  (doctors: SeededDoctor[]) =>
  (k: number): { path: string; headers: Record<string, string> } => {
    const doctor = doctors[k % doctors.length]!;
    return { path: `/slots?slug=${benchBookingSlug(doctor.n)}&reason=${doctor.bookableReasonId}&weeks=4`, headers: {} };
  };

/** The same for autocannon: each request, on whichever connection, takes the next k. */
export function rotatingSlotsRequest(doctors: SeededDoctor[], bare = false): AutocannonRequest {
  const requestOf = (bare ? bareSlotsRequestOf : slotsRequestOf)(doctors);
  let next = 0;
  return {
    method: 'GET',
    setupRequest: (request): AutocannonRequest => ({ ...request, ...requestOf(next++) }),
  };
}

/** The doctor's free slots as the page shows them (4 weeks), read once through the API. */
export async function offeredSlots(baseUrl: string, agent: http.Agent, doctor: SeededDoctor): Promise<FreeSlotsResponse> {
  const answer = await send(baseUrl, agent, 'GET', slotsPath(doctor), {
    address: clientAddress(addressBlocks.reads, 4_000 + doctor.n),
  });
  if (answer.status !== 200)
    throw new Error(`slots of doctor ${doctor.n} answered ${answer.status} ${answer.text.slice(0, 300)}`);
  return JSON.parse(answer.text) as FreeSlotsResponse;
}

/**
 * Solved proofs of work, one per address: each challenge fetched from `baseUrl` as that client,
 * solved here as the widget would (the servers run with a cheap cost), 8 at a time.
 */
export async function solvedProofs(baseUrl: string, agent: http.Agent, addresses: string[]): Promise<string[]> {
  const proofs: string[] = new Array(addresses.length);
  let next = 0;
  const path = `${apiBasePath}${publicBookingPaths.challenge}`;
  const worker = async () => {
    while (next < addresses.length) {
      const index = next++;
      const answer = await send(baseUrl, agent, 'GET', path, { address: addresses[index]! });
      if (answer.status !== 200)
        throw new Error(`proof-of-work challenge answered ${answer.status} ${answer.text.slice(0, 300)}`);
      const challenge = JSON.parse(answer.text) as Parameters<typeof solveChallenge>[0]['challenge'];
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('the proof of work found no solution (PROOF_OF_WORK_MAX_COUNTER too low?)');
      proofs[index] = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return proofs;
}

/** What the booking form sends for a new patient. */
export function bookingBody(doctor: SeededDoctor, startAt: string, phone: string, altcha: string, i: number): PublicBookingBody {
  return {
    reason: doctor.bookableReasonId,
    type: 'cabinet',
    startAt,
    locale: 'fr',
    altcha,
    patient: { gender: i % 2 === 0 ? 'FEMALE' : 'MALE', firstName: `Patient${i}`, lastName: 'Bench', age: 20 + (i % 60), phone },
  };
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
