// The Dockerfile: dockerfile-utils' validator (syntax, flags, stage names), then what the image must have.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';

/** .dockerignore's plain entries (`name`, `dir/name`, `**\/name`); no negations or wildcards inside names. */
function ignoredBy(repoRoot) {
  const file = path.join(repoRoot, '.dockerignore');
  if (!existsSync(file)) return null;
  const patterns = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return (source) => {
    const segments = path.normalize(source).split(path.sep);
    return patterns.some((pattern) =>
      pattern.startsWith('**/') ? segments.includes(pattern.slice(3)) : source === pattern || source.startsWith(`${pattern}/`),
    );
  };
}

export function checkDockerfile(repoRoot, file) {
  const text = readFileSync(file, 'utf8');
  const failures = validate(text).map((diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`);
  const instructions = DockerfileParser.parse(text).getInstructions();
  const line = (instruction) => `line ${instruction.getRange().start.line + 1}`;

  const stages = [];
  for (const instruction of instructions) {
    if (instruction.getKeyword() === 'FROM') stages.push({ name: instruction.getBuildStage(), instructions: [] });
    else stages.at(-1)?.instructions.push(instruction);
  }
  if (stages.length < 2) failures.push('not multi-stage: build in one stage, run from a slim one');

  const ignored = ignoredBy(repoRoot);
  if (!ignored) failures.push('no .dockerignore: node_modules and builds would enter the context');
  const earlier = new Set();
  for (const stage of stages) {
    for (const instruction of stage.instructions) {
      if (instruction.getKeyword() !== 'COPY') continue;
      const from = instruction.getFromFlag()?.getValue();
      if (from) {
        if (!earlier.has(from)) failures.push(`${line(instruction)}: COPY --from=${from}, no earlier stage has that name`);
        continue;
      }
      for (const argument of instruction.getArguments().slice(0, -1)) {
        const source = argument.getValue();
        if (!existsSync(path.join(repoRoot, source))) failures.push(`${line(instruction)}: COPY ${source}, which does not exist`);
        else if (ignored?.(source)) failures.push(`${line(instruction)}: COPY ${source}, which .dockerignore leaves out`);
      }
    }
    if (stage.name) earlier.add(stage.name);
  }

  const final = stages.at(-1)?.instructions ?? [];
  const last = (keyword) => final.filter((instruction) => instruction.getKeyword() === keyword).at(-1);
  const user = last('USER')?.getArgumentsContent().split(':')[0];
  if (!user || user === 'root' || user === '0') failures.push('the final stage runs as root: end it with a USER that is not');
  const healthcheck = last('HEALTHCHECK');
  if (!healthcheck || /^NONE$/i.test(healthcheck.getArgumentsContent() ?? ''))
    failures.push('the final stage has no HEALTHCHECK');
  else if (!healthcheck.getArgumentsContent().includes('/healthz'))
    failures.push(`${line(healthcheck)}: HEALTHCHECK must ask /healthz`);
  if (!last('EXPOSE')) failures.push('the final stage EXPOSEs no port');
  if (!last('CMD') && !last('ENTRYPOINT')) failures.push('the final stage has no CMD');
  if (
    !final.some(
      (instruction) => instruction.getKeyword() === 'ENV' && /\bNODE_ENV=production\b/.test(instruction.getArgumentsContent()),
    )
  )
    failures.push('the final stage does not set NODE_ENV=production');

  // The image's Node is the one package.json's engines asks for.
  const engines = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).engines.node;
  const nodeArg = instructions.find(
    (instruction) => instruction.getKeyword() === 'ARG' && /^NODE_VERSION=/.test(instruction.getArgumentsContent()),
  );
  const major = nodeArg?.getArgumentsContent().split('=')[1].split('.')[0];
  if (major !== /\d+/.exec(engines)?.[0])
    failures.push(`ARG NODE_VERSION=${major} is not the major of engines.node (${engines})`);
  return failures;
}
