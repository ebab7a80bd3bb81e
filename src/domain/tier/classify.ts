import type { FailureClass } from '../../schemas/tier-result.js';

/**
 * Infra or code? A failure is infrastructure only when its text matches the signature pack (driver/NVML/HIP runtime
 * errors, busy devices, network/DNS/proxy, full disks, lost runners) AND no veto pattern matches: assertions, MLIR/LLVM
 * verifier errors, shared-memory exhaustion and kernel faults are the compiler's own bugs even when a GPU runtime
 * reports them. Everything else is code. Kept conservative on purpose: calling a real bug "infra" hides it.
 */

export interface Signature {
  name: string;
  pattern: RegExp;
}

export const INFRA_SIGNATURES: readonly Signature[] = [
  {
    name: 'cuda-driver',
    pattern:
      /CUDA driver version is insufficient|cudaErrorInsufficientDriver|cudaErrorNoDevice|no CUDA-capable device is detected|CUDA_ERROR_(?:NO_DEVICE|NOT_INITIALIZED|SYSTEM_DRIVER_MISMATCH|DEVICE_UNAVAILABLE)|cuInit failed|CUDA error: (?:initialization error|system not yet initialized|unknown error)|Found no NVIDIA driver on your system/i,
  },
  {
    name: 'nvml',
    pattern:
      /Failed to initialize NVML|NVML_ERROR_\w+|\bNVML\b.*(?:error|mismatch|unknown)|nvidia-smi has failed|Driver\/library version mismatch/i,
  },
  { name: 'gpu-lost', pattern: /GPU is lost|fallen off the bus|\bXid\b.{0,20}\d+|uncorrectable ECC error/i },
  {
    name: 'hip-runtime',
    pattern:
      /hipErrorNoDevice|hipErrorInvalidDevice|hipErrorNotInitialized|hipErrorInsufficientDriver|no ROCm-capable device|Unable to open \/dev\/kfd|hsa_init failed|HSA_STATUS_ERROR_(?:NOT_INITIALIZED|INVALID_AGENT)|amdgpu\.ids.*not found/i,
  },
  {
    name: 'device-busy',
    pattern:
      /device or resource busy|\bEBUSY\b|CUDA-capable device\(s\) (?:is|are)(?:\/are)? busy or unavailable|cudaErrorDevicesUnavailable|all CUDA-capable devices are busy/i,
  },
  {
    name: 'network',
    pattern:
      /Temporary failure in name resolution|Could not resolve (?:host|proxy)|Name or service not known|nodename nor servname provided|getaddrinfo (?:ENOTFOUND|EAI_AGAIN)|\bEAI_AGAIN\b|Network is unreachable|Connection reset by peer|\bECONNRESET\b|Connection timed out|\bETIMEDOUT\b|Failed to establish a new connection|Max retries exceeded with url|ReadTimeoutError|TLS handshake timeout|407 Proxy Authentication Required|\bProxy Error\b|HTTP Error 50[234]|\b50[234] (?:Bad Gateway|Service Unavailable|Gateway Time-?out)/i,
  },
  { name: 'download', pattern: /curl: \(\d+\)|(?:failed|unable) to download|wget: unable to resolve/i },
  {
    name: 'disk-full',
    pattern: /No space left on device|\bENOSPC\b|Disk quota exceeded|not enough space on the disk/i,
  },
  {
    name: 'runner-lost',
    pattern:
      /runner has received a shutdown signal|lost communication with the server|The self-hosted runner .*(?:lost|offline)|Out of memory: Killed process|killed by the OOM killer/i,
  },
];

export const CODE_VETOES: readonly Signature[] = [
  {
    name: 'assertion',
    pattern: /Assertion .{0,300}failed|\bAssertionError\b|Assertion failed|^\s*E\s+assert\s|device-side assert/im,
  },
  {
    name: 'shared-memory',
    pattern: /out of resources: shared memory|\bOutOfResources\b|shared memory.{0,40}Hardware limit/i,
  },
  {
    name: 'mlir-verifier',
    pattern:
      /'[a-z_]+\.[a-z_.]+' op\b|failed to verify|verification failed|failed to legalize operation|\bverifier\b.{0,40}failed/i,
  },
  { name: 'llvm-error', pattern: /LLVM ERROR|UNREACHABLE executed|PassManager::run failed|\bCompilationError\b/i },
  {
    name: 'kernel-fault',
    pattern: /illegal memory access|misaligned address|illegal instruction|memory access fault by GPU/i,
  },
  { name: 'numerics', pattern: /Tensor-likes are not close|Mismatched elements|Not equal to tolerance/i },
];

export interface Classification {
  class: FailureClass;
  reason: string;
}

export interface ClassificationRules {
  infra: readonly Signature[];
  code: readonly Signature[];
}

/** Built-in rules plus the config's extra patterns (named `config:infra[i]` / `config:code[i]`). */
export function classificationRules(extra?: {
  infra?: readonly string[];
  code?: readonly string[];
}): ClassificationRules {
  return {
    infra: [
      ...INFRA_SIGNATURES,
      ...(extra?.infra ?? []).map((p, i) => ({ name: `config:infra[${i}]`, pattern: new RegExp(p, 'im') })),
    ],
    code: [
      ...CODE_VETOES,
      ...(extra?.code ?? []).map((p, i) => ({ name: `config:code[${i}]`, pattern: new RegExp(p, 'im') })),
    ],
  };
}

const DEFAULT_RULES = classificationRules();

export function classifyFailure(text: string, rules: ClassificationRules = DEFAULT_RULES): Classification {
  const veto = rules.code.find((s) => s.pattern.test(text));
  if (veto) return { class: 'code', reason: `veto:${veto.name}` };
  const infra = rules.infra.find((s) => s.pattern.test(text));
  if (infra) return { class: 'infra', reason: `infra:${infra.name}` };
  return { class: 'code', reason: 'default' };
}

/** The first infra signature in a text, ignoring vetoes: used to explain an anomaly from the harness output. */
export function infraHint(text: string, rules: ClassificationRules = DEFAULT_RULES): string | undefined {
  const c = classifyFailure(text, rules);
  return c.class === 'infra' ? c.reason.replace(/^infra:/, '') : undefined;
}
