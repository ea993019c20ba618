import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_LIMITS, type DocumentKind } from '../../../contract/custom-models.ts';
import { EXTRACTION_SHARE, LIMITS_TEXT } from '../../../contract/limits.ts';
import { AppError } from '../../lib/app-error.ts';
import { FairSlots } from '../../lib/fair-slots.ts';
import { moduleBeside, runsCompiled } from '../../lib/own-modules.ts';
import type { ExtractedText } from './extract.ts';
import type { ExtractionFailure } from './extraction-error.ts';

export type ExtractionJob = { kind: DocumentKind; bytes: Uint8Array };
export type ExtractionResult =
  ({ ok: true } & ExtractedText) | { ok: false; reason: ExtractionFailure };
/** Extracts the texts of one upload of `account`'s. */
export type ExtractTexts = (account: string, jobs: ExtractionJob[]) => Promise<ExtractionResult[]>;

export type ExtractionLimits = {
  /** Wall-clock time an extraction may take once it runs. */
  timeoutMs: number;
  /** Processor time (user and system) an extraction may use, enforced by the kernel. */
  cpuSeconds: number;
  /** V8's heap (old generation) in the extraction process. */
  maxHeapMb: number;
  /**
   * The extraction process's data memory (heap, buffers, WebAssembly: RLIMIT_DATA), enforced
   * by the kernel; its RSS stays within this (measured in test/document-bombs.test.ts).
   */
  maxMemoryMb: number;
  /** Extraction processes at once in this server process, and uploads waiting for one. */
  processes: number;
  waiting: number;
};

/**
 * Two processes, one per account at a time (EXTRACTION_SHARE); a burst of uploads from many
 * accounts queues, then is shed.
 */
export const EXTRACTION_LIMITS: ExtractionLimits = {
  timeoutMs: 60_000,
  cpuSeconds: DOCUMENT_LIMITS.cpuSecondsPerUpload,
  maxHeapMb: 256,
  maxMemoryMb: DOCUMENT_LIMITS.extractionMemoryMb,
  processes: 2,
  waiting: 8,
};

/** Extraction processes yield the processor to the server's event loop and database thread. */
const EXTRACTION_NICENESS = 10;
/** The end of the process's error output that an unexpected failure reports. */
const STDERR_KEPT_CHARS = 4_000;

/** What an extraction process runs: a module file, or code given on its standard input. */
type Program = { args: string[]; code?: string };

const ENTRY = moduleBeside(import.meta.url, './extract-process');
let program: Promise<Program> | undefined;

/**
 * The extraction process's program. Built (`npm run build`), the compiled extract-process.js.
 * From the TypeScript sources (development, tests), the module and all it imports bundled once by
 * esbuild (a development dependency) and given on standard input: no file to write, keep or clean
 * up, and the process runs plain JavaScript as the built one does.
 */
function extractionProgram(): Promise<Program> {
  if (runsCompiled) return Promise.resolve({ args: [fileURLToPath(ENTRY)] });
  program ??= import('esbuild')
    .then(({ build }) =>
      build({
        entryPoints: [fileURLToPath(ENTRY)],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        write: false,
        logLevel: 'silent',
        // The CommonJS packages in the bundle (yauzl, sax) require Node's modules.
        banner: {
          js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
        },
      }),
    )
    .then(
      (result) => ({ args: ['--input-type=module', '-'], code: result.outputFiles[0]!.text }),
      (error: unknown) => {
        program = undefined;
        throw error;
      },
    );
  return program;
}

/**
 * The command that runs the extraction process under its kernel limits: a shell sets them
 * (`ulimit`), then becomes the process (`exec`). Past its processor time the kernel sends
 * SIGXCPU (and SIGKILL a second later); past its data memory an allocation fails.
 */
function limitedCommand(
  limits: ExtractionLimits,
  program: string[],
): { file: string; args: string[] } {
  const dataKb = limits.maxMemoryMb * 1024;
  // `;`, not `&&`: a limit the shell may not set is one already set lower (a hard limit).
  const script = [
    `ulimit -t ${limits.cpuSeconds + 1}`,
    `ulimit -S -t ${limits.cpuSeconds}`,
    `ulimit -d ${dataKb}`,
    'exec "$0" "$@"',
  ].join('; ');
  return {
    file: '/bin/sh',
    args: ['-c', script, process.execPath, `--max-old-space-size=${limits.maxHeapMb}`, ...program],
  };
}

/**
 * Extracts the texts in a child process of their own, one per upload. Parsing a 10 MB PDF must
 * not stall the event loop that streams every debate, and a hostile file must not move the
 * server's memory: whatever the process takes (V8 heap, buffers, WebAssembly) goes back to the
 * system when it exits. The readers bound what they decode; the kernel bounds the process's
 * processor time and memory, and it is stopped past its wall-clock time: such files come back
 * as 'too-slow' or 'too-complex'. It gets no environment, so no secret of the server is within
 * reach of the code that reads hostile files. Processes are shared between accounts fairly
 * (decision 029): one at a time per account, the next free one to the account served least
 * recently.
 */
export function createTextExtractor(limits: ExtractionLimits = EXTRACTION_LIMITS): ExtractTexts {
  const slots = new FairSlots(
    {
      running: limits.processes,
      waiting: limits.waiting,
      perKeyRunning: EXTRACTION_SHARE.running,
    },
    () => new AppError('unavailable', LIMITS_TEXT.documentReadersBusy),
  );
  return async (account, jobs) => {
    const started = await extractionProgram();
    return slots.run(account, () => runExtraction(started, jobs, limits));
  };
}

/** How a process that ended without answering ended, as a failure of its files, if it is one. */
function failureOf(signal: NodeJS.Signals | null, stderr: string): ExtractionFailure | undefined {
  // The soft limit's SIGXCPU, or the hard limit's SIGKILL a second later (nothing else here
  // kills it: the parent's own stops settle first).
  if (signal === 'SIGXCPU' || signal === 'SIGKILL') return 'too-slow';
  // Out of memory: V8 aborts or traps at its heap limit, and an allocation refused past the
  // data limit ends in an abort, a trap or a fault, whichever code asked for the memory.
  if (signal !== null || /out of memory|allocation failed/i.test(stderr)) return 'too-complex';
  return undefined;
}

function runExtraction(
  { args, code }: Program,
  jobs: ExtractionJob[],
  limits: ExtractionLimits,
): Promise<ExtractionResult[]> {
  return new Promise((resolve, reject) => {
    const command = limitedCommand(limits, args);
    const child = spawn(command.file, command.args, {
      env: {},
      serialization: 'advanced',
      stdio: ['pipe', 'ignore', 'pipe', 'ipc'],
    });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, EXTRACTION_NICENESS);
      } catch {
        // Not permitted here: it runs at the server's priority.
      }
    }
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT_CHARS);
    });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      finish();
    };
    const failAll = (reason: ExtractionFailure) =>
      settle(() => resolve(jobs.map(() => ({ ok: false, reason }))));
    const timer = setTimeout(() => failAll('too-complex'), limits.timeoutMs);
    child.once('message', (results: ExtractionResult[]) => settle(() => resolve(results)));
    child.once('error', (error) => settle(() => reject(error)));
    child.once('exit', (exitCode, signal) => {
      const failure = failureOf(signal, stderr);
      if (failure) failAll(failure);
      else {
        const how = signal ?? `code ${exitCode}`;
        settle(() => reject(new Error(`document extraction ended (${how}) unanswered: ${stderr}`)));
      }
    });
    child.stdin!.on('error', () => {}); // a process that died early closes its input: 'exit' tells
    child.stdin!.end(code ?? '');
    child.send(jobs);
  });
}
