// Checks docker/compose.yml without Docker (part of `npm run lint`): that it is YAML compose can read, and that
// it still describes the deployment the README promises. Prints every problem and exits 1 when there is one.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BlockList, isIPv4 } from 'node:net';
import { parseDocument } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));

// The keys of the Compose Specification (https://github.com/compose-spec/compose-spec/blob/main/spec.md) that
// `docker compose config` accepts; x- keys are extensions. A misspelt key (depend_on) is silently ignored by
// nothing but this list.
const TOP_LEVEL_KEYS = new Set([
  'version',
  'name',
  'include',
  'services',
  'networks',
  'volumes',
  'configs',
  'secrets',
]);
const SERVICE_KEYS = new Set(
  (
    'annotations attach blkio_config build cap_add cap_drop cgroup cgroup_parent command configs container_name ' +
    'cpu_count cpu_percent cpu_period cpu_quota cpu_rt_period cpu_rt_runtime cpu_shares cpus cpuset ' +
    'credential_spec depends_on deploy develop device_cgroup_rules devices dns dns_opt dns_search domainname ' +
    'entrypoint env_file environment expose extends external_links extra_hosts gpus group_add healthcheck ' +
    'hostname image init ipc isolation labels label_file links logging mac_address mem_limit mem_reservation ' +
    'mem_swappiness memswap_limit models network_mode networks oom_kill_disable oom_score_adj pid pids_limit ' +
    'platform ports post_start pre_stop privileged profiles provider pull_policy read_only restart runtime ' +
    'scale secrets security_opt shm_size stdin_open stop_grace_period stop_signal storage_opt sysctls tmpfs ' +
    'tty ulimits use_api_socket user userns_mode uts volumes volumes_from working_dir'
  ).split(' '),
);
const RESTART = /^(no|always|unless-stopped|on-failure(:\d+)?)$/;

/** The problems of the compose file at `path`; empty when it is sound. */
export function composeProblems(path) {
  const document = parseDocument(readFileSync(path, 'utf8'), { merge: true, uniqueKeys: true });
  if (document.errors.length > 0) return document.errors.map((error) => `YAML: ${error.message}`);
  const compose = document.toJS({ maxAliasCount: 100 });
  const problems = [];
  const problem = (text) => problems.push(text);
  const services = compose?.services ?? {};
  const names = Object.keys(services);

  for (const key of Object.keys(compose ?? {})) {
    if (!TOP_LEVEL_KEYS.has(key) && !key.startsWith('x-')) problem(`unknown top-level key ${key}`);
  }
  for (const name of ['postgres', 'redis', 'app', 'worker', 'proxy']) {
    if (!services[name]) problem(`services.${name} is missing`);
  }
  for (const [name, service] of Object.entries(services)) {
    if (!service || typeof service !== 'object') {
      problem(`services.${name} is not a mapping`);
      continue;
    }
    for (const key of Object.keys(service)) {
      if (!SERVICE_KEYS.has(key) && !key.startsWith('x-')) problem(`services.${name} has unknown key ${key}`);
    }
    if (!service.image && !service.build) problem(`services.${name} has neither image nor build`);
    if (service.restart !== undefined && !RESTART.test(String(service.restart))) {
      problem(
        `services.${name}.restart "${service.restart}" is not no, always, unless-stopped or on-failure[:N]`,
      );
    }
    for (const dependency of Object.keys(dependsOn(service))) {
      if (!names.includes(dependency)) problem(`services.${name} depends on unknown service ${dependency}`);
    }
    for (const volume of service.volumes ?? []) {
      const source = String(typeof volume === 'string' ? volume.split(':')[0] : volume.source);
      if (source.startsWith('.') || source.startsWith('/')) {
        if (!existsSync(resolve(dirname(path), source))) problem(`services.${name} mounts missing ${source}`);
      } else if (!(source in (compose.volumes ?? {}))) {
        problem(`services.${name} mounts volume ${source}, which volumes: does not declare`);
      }
    }
    for (const network of networkNames(service)) {
      if (!(network in (compose.networks ?? {})))
        problem(`services.${name} joins undeclared network ${network}`);
    }
  }

  const builders = names.filter((name) => services[name]?.build);
  if (builders.length !== 1)
    problem(`exactly one service may build the image, not ${builders.join(', ') || 'none'}`);
  const app = services.app ?? {};
  const worker = services.worker ?? {};
  if (app.image !== worker.image) problem('app and worker must run the same image');
  if (worker.build) problem('the worker must not build the image a second time');
  if (!String(JSON.stringify(worker.command)).includes('worker.js')) problem('the worker must run worker.js');
  if ((app.deploy?.replicas ?? 1) < 2) problem('app must run at least two replicas (deploy.replicas)');
  if (app.ports) problem('app must publish no host port: the proxy does, so replicas do not clash');
  if (!/^on-failure:\d+$/.test(app.restart ?? '') || !/^on-failure:\d+$/.test(worker.restart ?? '')) {
    problem('app and worker restart on-failure with a maximum, so a configuration error does not loop');
  }
  if (app.environment?.RUN_WORKERS !== 'false') problem('app must set RUN_WORKERS: "false"');
  for (const variable of [
    'NODE_ENV',
    'DATABASE_URL',
    'REDIS_URL',
    'SESSION_SECRET',
    'PUBLIC_URL',
    'TRUSTED_PROXIES',
  ]) {
    if (!app.environment?.[variable]) problem(`app.environment.${variable} is missing`);
    if (!worker.environment?.[variable]) problem(`worker.environment.${variable} is missing`);
  }
  const shared = (service) =>
    (service.volumes ?? []).find((volume) => String(volume).endsWith(':/app/var'))?.split(':')[0];
  if (!shared(app) || shared(app) !== shared(worker)) {
    problem('app and worker must mount one shared volume at /app/var (uploads, mail files)');
  }

  const proxyAddress = services.proxy?.networks?.shop?.ipv4_address;
  const subnet = compose.networks?.shop?.ipam?.config?.[0]?.subnet;
  if (!isIPv4(proxyAddress ?? '')) problem('proxy needs a fixed ipv4_address on the shop network');
  else if (app.environment?.TRUSTED_PROXIES !== proxyAddress) {
    problem(`app.environment.TRUSTED_PROXIES must be the proxy's address ${proxyAddress}`);
  } else if (subnet) {
    const [network, bits] = subnet.split('/');
    const list = new BlockList();
    list.addSubnet(network, Number(bits), 'ipv4');
    if (!list.check(proxyAddress, 'ipv4'))
      problem(`the proxy's address ${proxyAddress} is outside ${subnet}`);
  }
  if (!services.proxy?.ports) problem('proxy must publish the shop (ports)');
  const caddyMount = (services.proxy?.volumes ?? []).find((volume) =>
    String(volume).includes('/etc/caddy/Caddyfile'),
  );
  if (caddyMount) {
    const caddyfile = readFileSync(resolve(dirname(path), String(caddyMount).split(':')[0]), 'utf8');
    const port = String(app.environment?.PORT ?? 3000);
    if (!/\bname app\b/.test(caddyfile) || !new RegExp(`\\bport ${port}\\b`).test(caddyfile)) {
      problem(`the Caddyfile must send requests to the service app on port ${port}`);
    }
  } else {
    problem('proxy must mount docker/Caddyfile at /etc/caddy/Caddyfile');
  }

  const example = readFileSync(join(dirname(path), '.env.example'), 'utf8');
  for (const variable of requiredVariables(readFileSync(path, 'utf8'))) {
    if (!new RegExp(`^${variable}=`, 'm').test(example)) {
      problem(`\${${variable}:?…} is required but docker/.env.example does not list ${variable}`);
    }
  }
  return problems;
}

function dependsOn(service) {
  const value = service.depends_on ?? {};
  return Array.isArray(value) ? Object.fromEntries(value.map((name) => [name, {}])) : value;
}

function networkNames(service) {
  const value = service.networks ?? [];
  return Array.isArray(value) ? value : Object.keys(value);
}

function requiredVariables(text) {
  return [...new Set([...text.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((match) => match[1]))];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = join(root, 'docker', 'compose.yml');
  const problems = composeProblems(path);
  if (problems.length > 0) {
    console.error(`docker/compose.yml:\n${problems.map((text) => `  - ${text}`).join('\n')}`);
    process.exit(1);
  }
  console.log('docker/compose.yml: valid');
}
