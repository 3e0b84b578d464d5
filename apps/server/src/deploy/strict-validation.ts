import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';

const MODELS = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
} as const;

export type Manifest = { apiVersion: string; kind: string; [field: string]: unknown };

/**
 * Checks a manifest against the Kubernetes OpenAPI schema bundled in kubernetes-models (offline)
 * and lists fields the schema does not know. The bundled validators accept unknown fields, as
 * the API server's own schema does, but the API server drops them silently (or refuses them under
 * strict field validation): a typo like `periodSecond` would quietly leave the default in place.
 * Unknown fields are found by watching which properties the validator reads: it reads every
 * property its schema declares, and enumerates the keys of free-form maps (labels, data).
 */
export function validateManifest(manifest: Manifest): string[] {
  const model = MODELS[`${manifest.apiVersion}/${manifest.kind}` as keyof typeof MODELS];
  if (!model) return [`${manifest.apiVersion} ${manifest.kind}: no schema here`];
  const read = new Map<object, Set<string>>();
  const enumerated = new Set<object>();
  const proxies = new WeakMap<object, object>();
  const watch = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const known = proxies.get(value);
    if (known) return known;
    const keys = new Set<string>();
    read.set(value, keys);
    const proxy = new Proxy(value, {
      get(target, key, receiver) {
        if (typeof key === 'string') keys.add(key);
        return watch(Reflect.get(target, key, receiver));
      },
      has(target, key) {
        if (typeof key === 'string') keys.add(key);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        enumerated.add(target);
        return Reflect.ownKeys(target);
      },
    });
    proxies.set(value, proxy);
    return proxy;
  };
  try {
    model.prototype.validate.call(watch(manifest) as InstanceType<typeof model>);
  } catch (error) {
    return [(error as Error).message];
  }
  const unknown: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${path}[${index}]`);
      return;
    }
    const keys = read.get(value);
    for (const [key, child] of Object.entries(value)) {
      if (keys && !enumerated.has(value) && !keys.has(key))
        unknown.push(`${path}.${key}: campo desconhecido`);
      walk(child, `${path}.${key}`);
    }
  };
  walk(manifest, manifest.kind);
  return unknown;
}
