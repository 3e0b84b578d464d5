import { readdirSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig } from '../config';
import { type Manifest, validateManifest } from './strict-validation';

const K8S = fileURLToPath(new URL('../../../../infra/k8s/', import.meta.url));

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? yamlFiles(join(dir, entry.name)).map((file) => `${entry.name}/${file}`)
      : entry.name.endsWith('.yaml')
        ? [entry.name]
        : [],
  );
}

const files = yamlFiles(K8S);
const documents = files.flatMap((file) =>
  parseAllDocuments(readFileSync(join(K8S, file), 'utf8')).map((doc) => {
    expect(doc.errors, file).toEqual([]);
    return { file, manifest: doc.toJS() as Manifest };
  }),
);
const resources = documents.filter(({ manifest }) => manifest.kind !== 'Kustomization');

function one<T>(kind: string, name?: string): T {
  const found = resources.filter(
    ({ manifest }) =>
      manifest.kind === kind &&
      (name === undefined || (manifest.metadata as { name: string }).name === name),
  );
  expect(found, `${kind} ${name ?? ''}`).toHaveLength(1);
  return found[0]!.manifest as T;
}

interface Probe {
  httpGet?: { path: string; port: string | number };
  periodSeconds?: number;
  failureThreshold?: number;
}
interface Container {
  name: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  securityContext?: Record<string, unknown>;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  containers: Container[];
  terminationGracePeriodSeconds?: number;
  securityContext?: Record<string, unknown>;
  volumes?: { name: string }[];
}
type Labels = Record<string, string>;
interface Deployment {
  metadata: { name: string };
  spec: {
    replicas: number;
    selector: { matchLabels: Labels };
    template: { metadata: { labels: Labels }; spec: PodSpec };
  };
}
interface Service {
  metadata: { name: string };
  spec: { selector: Labels; ports: { name: string; port: number; targetPort: string | number }[] };
}

const deployment = one<Deployment>('Deployment');
const pod = deployment.spec.template.spec;
const app = pod.containers[0]!;
const service = one<Service>('Service');
const configMap = one<{ metadata: { name: string }; data: Record<string, string> }>('ConfigMap');
const secret = one<{ metadata: { name: string }; stringData: Record<string, string> }>('Secret');
const job = one<{ spec: { template: { spec: PodSpec } } }>('Job');
const matches = (selector: Labels, labels: Labels) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);
const portOf = (container: Container, port: string | number) =>
  container.ports?.find((p) => p.name === port || p.containerPort === port);

describe('Kubernetes manifests (infra/k8s)', () => {
  it('match the Kubernetes schema, with no unknown field', () => {
    expect(resources.map(({ manifest }) => manifest.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'Job',
      'Namespace',
      'PodDisruptionBudget',
      'Secret',
      'Service',
    ]);
    for (const { file, manifest } of resources)
      expect(validateManifest(manifest), file).toEqual([]);
  });

  it('would catch a misspelt field and a wrong type', () => {
    const typo = structuredClone(deployment) as unknown as Manifest & Deployment;
    const probe = typo.spec.template.spec.containers[0]!.readinessProbe as Record<string, unknown>;
    probe.periodSecond = probe.periodSeconds;
    delete probe.periodSeconds;
    expect(validateManifest(typo)).toEqual([
      'Deployment.spec.template.spec.containers[0].readinessProbe.periodSecond: campo desconhecido',
    ]);

    const wrongType = structuredClone(deployment) as unknown as Manifest & Deployment;
    (wrongType.spec as { replicas: unknown }).replicas = 'dois';
    expect(validateManifest(wrongType).join()).toMatch(/replicas must be integer/);

    const topLevel = { ...structuredClone(service), apiVersion: 'v1', kind: 'Service', spce: {} };
    expect(validateManifest(topLevel)).toEqual(['Service.spce: campo desconhecido']);
  });

  it('wire the Service, autoscaler, disruption budget and Ingress to the Deployment', () => {
    const labels = deployment.spec.template.metadata.labels;
    expect(matches(deployment.spec.selector.matchLabels, labels)).toBe(true);
    expect(matches(service.spec.selector, labels)).toBe(true);
    for (const port of service.spec.ports) expect(portOf(app, port.targetPort)).toBeDefined();

    const hpa = one<{
      spec: {
        scaleTargetRef: { apiVersion: string; kind: string; name: string };
        minReplicas: number;
        metrics: { resource?: { name: string } }[];
      };
    }>('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: deployment.metadata.name,
    });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.metrics.map((m) => m.resource?.name)).toContain('cpu');
    expect(app.resources?.requests?.cpu).toBeDefined(); // CPU utilisation is relative to it

    const pdb = one<{ spec: { selector: { matchLabels: Labels } } }>('PodDisruptionBudget');
    expect(matches(pdb.spec.selector.matchLabels, labels)).toBe(true);

    const ingress = one<{
      spec: {
        tls: { hosts: string[]; secretName: string }[];
        rules: {
          host: string;
          http: {
            paths: {
              backend: { service: { name: string; port: { name?: string; number?: number } } };
            }[];
          };
        }[];
      };
    }>('Ingress');
    for (const rule of ingress.spec.rules) {
      expect(ingress.spec.tls.some((tls) => tls.hosts.includes(rule.host))).toBe(true);
      expect(configMap.data.PUBLIC_URL).toBe(`https://${rule.host}`);
      for (const { backend } of rule.http.paths) {
        expect(backend.service.name).toBe(service.metadata.name);
        const { name, number } = backend.service.port;
        expect(service.spec.ports.some((p) => p.name === name || p.port === number)).toBe(true);
      }
    }
  });

  it('probe readiness on /api/health and liveness without the database, on the container port', () => {
    expect(deployment.spec.replicas).toBe(2);
    expect(app.readinessProbe?.httpGet?.path).toBe('/api/health');
    // /api/health answers 503 while the database is down: restarting pods would not help.
    expect(app.livenessProbe?.httpGet?.path).toBe('/livez');
    for (const probe of [app.readinessProbe, app.livenessProbe, app.startupProbe])
      expect(portOf(app, probe!.httpGet!.port)).toBeDefined();
  });

  it('let the load balancer stop sending, then leave the server its 25 s drain', () => {
    const sleep = app.lifecycle?.preStop?.exec?.command;
    expect(sleep?.[0]).toBe('sleep');
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(25 + Number(sleep?.[1]));
  });

  it('run as non-root on a read-only filesystem, with limits, /tmp writable', () => {
    for (const spec of [pod, job.spec.template.spec]) {
      expect(spec.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
      for (const container of spec.containers) {
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
        });
        expect(container.resources?.requests).toBeDefined();
        expect(container.resources?.limits?.memory).toBeDefined();
        const tmp = container.volumeMounts?.find((m) => m.mountPath === '/tmp');
        expect(spec.volumes?.map((v) => v.name)).toContain(tmp?.name);
      }
    }
  });

  it('take settings from the ConfigMap and Secret that exist, valid for production', () => {
    for (const container of [app, ...job.spec.template.spec.containers])
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef) expect(source.configMapRef.name).toBe(configMap.metadata.name);
        if (source.secretRef) expect(source.secretRef.name).toBe(secret.metadata.name);
      }
    expect(configMap.data.MIGRATE_ON_START).toBe('false');
    const config = loadConfig({ ...configMap.data, ...secret.stringData });
    expect(configMap.data.STRICT_DEPLOYMENT).toBe('true');
    expect(config.STRICT_DEPLOYMENT).toBe(true);
    expect(config.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(config.MIGRATE_ON_START).toBe(false);
    expect(config.SEED_DEMO).toBe(false);
  });

  it('believe X-Forwarded-For only from the ingress controller, never from anyone', () => {
    expect(configMap.data.TRUST_PROXY).not.toBe('true');
    const config = loadConfig({ ...configMap.data, ...secret.stringData });
    expect(typeof config.TRUST_PROXY).toBe('string');
    // Each entry an address or a CIDR, as Fastify reads the comma-separated list.
    for (const entry of String(config.TRUST_PROXY).split(',')) {
      const [address, prefix] = entry.trim().split('/');
      const version = isIP(address ?? '');
      expect(version, entry).not.toBe(0);
      if (prefix !== undefined)
        expect(Number(prefix), entry).toBeLessThanOrEqual(version === 4 ? 32 : 128);
    }
  });

  it('migrate in a Job with the same image and settings', () => {
    const migrate = job.spec.template.spec.containers[0]!;
    expect(migrate.command).toEqual(['npm', 'run', 'db:migrate']);
    expect(migrate.envFrom).toEqual(app.envFrom);
  });

  it('list every manifest but the Secret template in the kustomizations', () => {
    const listed = ['kustomization.yaml', 'migrate/kustomization.yaml'].flatMap((file) => {
      const kustomization = parse(readFileSync(join(K8S, file), 'utf8')) as {
        resources: string[];
        images: { name: string }[];
      };
      expect(kustomization.images.map((image) => image.name)).toEqual(['oficina']);
      const dir = file.includes('/') ? `${file.split('/')[0]}/` : '';
      return kustomization.resources.map((resource) => `${dir}${resource}`);
    });
    const manifests = files.filter((file) => !file.endsWith('kustomization.yaml'));
    expect(listed.sort()).toEqual(manifests.filter((f) => f !== 'secret.template.yaml').sort());
  });
});
