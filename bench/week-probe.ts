import { gzipSync } from 'node:zlib';
import { bareWeekPath, fullWeekPath, type WeekTarget } from './scenarios';

/** One week read from both servers: they must agree on its appointments; the sizes of each answer. */
export async function compareWeekAnswers(appUrl: string, bareUrl: string, probe: WeekTarget) {
  const fullBody = (await (
    await fetch(appUrl + fullWeekPath(probe), { headers: { authorization: `Bearer ${probe.doctor.token}` } })
  ).json()) as { appointments: unknown[] };
  const bareBody = (await (await fetch(bareUrl + bareWeekPath(probe))).json()) as { appointments: unknown[] };
  if (fullBody.appointments?.length !== bareBody.appointments?.length) {
    throw new Error(`full and bare disagree on this week: ${fullBody.appointments?.length} vs ${bareBody.appointments?.length}`);
  }
  const kib = (bytes: number) => bytes / 1024;
  return {
    appointments: fullBody.appointments.length,
    fullKiB: kib(JSON.stringify(fullBody).length),
    gzippedKiB: kib(gzipSync(JSON.stringify(fullBody), { level: 6 }).length),
    bareKiB: kib(JSON.stringify(bareBody).length),
  };
}
