import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DocumentKind } from '../../../contract/custom-models.ts';
import { LIMITS_TEXT } from '../../../contract/limits.ts';
import { AppError } from '../../http/app-error.ts';
import { WorkSlots } from '../../http/work-slots.ts';
import { moduleBeside, runsCompiled } from '../../lib/own-modules.ts';
import type { ExtractedText } from './extract.ts';
import type { ExtractionFailure } from './extraction-error.ts';

export type ExtractionJob = { kind: DocumentKind; bytes: Uint8Array };
export type ExtractionResult =
  ({ ok: true } & ExtractedText) | { ok: false; reason: ExtractionFailure };
export type ExtractTexts = (jobs: ExtractionJob[]) => Promise<ExtractionResult[]>;

export type ExtractionLimits = {
  timeoutMs: number;
  /** V8's heap (old generation) in the extraction process. */
  maxHeapMb: number;
  /** The extraction process's whole memory (RSS: heap, buffers, code), checked every 25 ms. */
  maxRssMb: number;
  /** Extraction processes at once in this server process, and uploads waiting for one. */
  processes: number;
  waiting: number;
};

/** Two processes of at most 512 MB each: a burst of uploads from many accounts queues, then is shed. */
export const EXTRACTION_LIMITS: ExtractionLimits = {
  timeoutMs: 60_000,
  maxHeapMb: 256,
  maxRssMb: 512,
  processes: 2,
  waiting: 8,
};

const RSS_CHECK_MS = 25;
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

/** The RSS of a process in MB, from Linux's /proc; undefined where there is none. */
function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/**
 * Extracts the texts in a child process of their own, one per upload. Parsing a 10 MB PDF must
 * not stall the event loop that streams every debate, and a hostile file must not move the
 * server's memory: whatever the process takes (V8 heap, buffers, WebAssembly) goes back to the
 * system when it exits. The readers bound what they decode; the process is also stopped past its
 * time limit, its heap limit or its memory ceiling (where /proc tells it), and such files come
 * back as 'too-complex'. It gets no environment, so no secret of the server is within reach of
 * the code that reads hostile files.
 */
export function createTextExtractor(limits: ExtractionLimits = EXTRACTION_LIMITS): ExtractTexts {
  const slots = new WorkSlots(
    { running: limits.processes, waiting: limits.waiting },
    () => new AppError('unavailable', LIMITS_TEXT.documentReadersBusy),
  );
  return async (jobs) => {
    const started = await extractionProgram();
    return slots.run(() => runExtraction(started, jobs, limits));
  };
}

function runExtraction(
  { args, code }: Program,
  jobs: ExtractionJob[],
  limits: ExtractionLimits,
): Promise<ExtractionResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${limits.maxHeapMb}`, ...args], {
      env: {},
      serialization: 'advanced',
      stdio: ['pipe', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT_CHARS);
    });
    let settled = false;
    let stopped = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watchdog);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      finish();
    };
    const tooComplex = () =>
      settle(() => resolve(jobs.map(() => ({ ok: false, reason: 'too-complex' }))));
    const stop = () => {
      stopped = true;
      tooComplex();
    };
    const timer = setTimeout(stop, limits.timeoutMs);
    const watchdog = setInterval(() => {
      const rss = child.pid === undefined ? undefined : rssMb(child.pid);
      if (rss === undefined) clearInterval(watchdog);
      else if (rss > limits.maxRssMb) stop();
    }, RSS_CHECK_MS);
    child.once('message', (results: ExtractionResult[]) => settle(() => resolve(results)));
    child.once('error', (error) => settle(() => reject(error)));
    child.once('exit', (code, signal) => {
      // V8 aborts the process when its heap limit is reached.
      if (stopped || signal === 'SIGABRT' || /heap out of memory/.test(stderr)) tooComplex();
      else {
        const how = signal ?? `code ${code}`;
        settle(() => reject(new Error(`document extraction ended (${how}) unanswered: ${stderr}`)));
      }
    });
    child.stdin!.on('error', () => {}); // a process that died early closes its input: 'exit' tells
    child.stdin!.end(code ?? '');
    child.send(jobs);
  });
}
