import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOM_MODEL_TEXT,
  DOCUMENT_LIMITS,
  type CustomModel,
  type DocumentContent,
  type UploadDocumentsResponse,
} from '../src/contract/custom-models.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { multipart } from './helpers/multipart.ts';
import { zlibRuns, flateTextContent, makeDocx, makePdf } from './helpers/sample-documents.ts';
import { callJson, startServerProcess, type ServerProcess } from './helpers/server-process.ts';

/**
 * Hostile documents uploaded to a real server process, whose memory (RSS, from /proc) is sampled
 * while each is read and after: zip bombs, lying archive directories, a PDF content stream that
 * inflates to 1 GB, and texts far over the budget. Each is built here, small, from repeated runs.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'parley-document-bombs-'));
let server: ServerProcess | undefined;
let token = '';

beforeAll(async () => {
  server = await startServerProcess(dataDir);
  ({ token } = await callJson<{ token: string }>(`${server.url}/api/auth/signup`, {
    method: 'POST',
    body: JSON.stringify({ email: 'bombs@example.com', password: 'a-long-passphrase', name: 'B' }),
  }));
}, 240_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
/** The most an upload may move the server's memory, and what may stay taken after it. */
const PEAK_MAX_MB = 256;
const AFTER_MAX_MB = 64;

const rssMb = (pid: number) => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0; // it has just ended
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The RSS of the server's document extraction processes together (its other children, such as
 * esbuild's service, are left out).
 */
function extractionRssMb(pid: number): number {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
  );
  const extracting = children.filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('--input-type=module');
    } catch {
      return false;
    }
  });
  return extracting.reduce((total, child) => total + rssMb(Number(child)), 0);
}

/** About 1 MB of paragraphs of ordinary prose. */
const PROSE = Array.from(
  { length: 8_000 },
  (_, index) => `Paragraph ${index % 10}: wind and solar supplied more power than ever before.`,
);

async function newModel(): Promise<CustomModel> {
  return callJson<CustomModel>(`${server!.url}/api/models`, {
    method: 'POST',
    token,
    body: JSON.stringify({ name: 'Bombs', baseModel: OFFLINE_MODEL_ID, systemInstructions: 'x' }),
  });
}

type Measured = {
  status: number;
  body: unknown;
  baseline: number;
  peak: number;
  after: number;
  /** The extraction process's peak. */
  childPeak: number;
};

/**
 * Uploads one file while sampling the server's RSS every 20 ms; `after` is the RSS once it has
 * come back within AFTER_MAX_MB of the baseline, or after 5 s.
 */
async function uploadMeasured(modelId: string, name: string, data: Buffer): Promise<Measured> {
  const pid = server!.child.pid!;
  const baseline = rssMb(pid);
  let peak = baseline;
  let childPeak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
    childPeak = Math.max(childPeak, extractionRssMb(pid));
  }, 20);
  const { payload, headers } = multipart([{ name, data }]);
  try {
    const response = await fetch(`${server!.url}/api/models/${modelId}/documents`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: payload,
      signal: AbortSignal.timeout(120_000),
    });
    const body: unknown = await response.json();
    let after = rssMb(pid);
    for (let waited = 0; after - baseline >= AFTER_MAX_MB && waited < 5_000; waited += 100) {
      await sleep(100);
      after = rssMb(pid);
    }
    return { status: response.status, body, baseline, peak, after, childPeak };
  } finally {
    clearInterval(sampler);
  }
}

async function storedTexts(modelId: string): Promise<DocumentContent[]> {
  return callJson<DocumentContent[]>(`${server!.url}/api/models/${modelId}/documents/content`, {
    token,
  });
}

const bombs: {
  label: string;
  name: string;
  build: () => Buffer;
  expected: { status: 201 } | { status: 400; error: (name: string) => string };
}[] = [
  {
    label: 'a DOCX whose 43 MB document.xml holds 24 MB of text',
    name: 'text-bomb.docx',
    build: () => makeDocx(PROSE, { repeat: 40 }),
    expected: { status: 201 },
  },
  {
    label: 'a DOCX whose directory claims 0 entries, with a 300 MB document.xml',
    name: 'no-entries.docx',
    build: () => makeDocx(PROSE, { repeat: 300, declaredEntries: 0 }),
    expected: {
      status: 400,
      error: (name) => CUSTOM_MODEL_TEXT.unreadable(name, 'DOCX'),
    },
  },
  {
    label: 'a DOCX whose 300 MB document.xml claims to be 1 KB',
    name: 'lying-size.docx',
    build: () => makeDocx(PROSE, { repeat: 300, declaredSize: 1024 }),
    expected: {
      status: 400,
      error: (name) => CUSTOM_MODEL_TEXT.unreadable(name, 'DOCX'),
    },
  },
  {
    label: 'a 1 MB PDF whose content stream inflates to 1 GB',
    name: 'inflate-bomb.pdf',
    build: () =>
      makePdf([], { pages: [zlibRuns([{ data: Buffer.alloc(MB, 0x20), times: 1024 }])] }),
    expected: { status: 400, error: CUSTOM_MODEL_TEXT.tooComplex },
  },
  {
    label: 'a 1 MB PDF whose content stream inflates to 1 GB and calls itself an image',
    name: 'disguised-bomb.pdf',
    build: () =>
      makePdf([], {
        pages: [zlibRuns([{ data: Buffer.alloc(MB, 0x20), times: 1024 }])],
        contentEntries: ' /Subtype /Image',
      }),
    expected: { status: 400, error: CUSTOM_MODEL_TEXT.tooComplex },
  },
  {
    label: 'a PDF whose page shows 30 MB of text',
    name: 'text-bomb.pdf',
    build: () => makePdf([], { pages: [flateTextContent(PROSE.slice(0, 50), 40)] }),
    expected: { status: 201 },
  },
];

describe('uploading hostile documents to a server process', () => {
  it.each(bombs)(
    '$label: the server’s memory moves by less than 256 MB and comes back; the reader’s stays within its ceiling',
    async ({ name, build, expected }) => {
      const model = await newModel();
      const file = build();
      expect(file.length).toBeLessThan(DOCUMENT_LIMITS.maxBytes);
      const measured = await uploadMeasured(model.id, name, file);
      const figures = `${name} (${(file.length / 1024).toFixed(0)} KB): RSS baseline ${measured.baseline.toFixed(0)} MB, peak ${measured.peak.toFixed(0)} MB, after ${measured.after.toFixed(0)} MB, extraction process peak ${measured.childPeak.toFixed(0)} MB; answer ${measured.status} ${JSON.stringify(measured.body).slice(0, 100)}`;
      console.info(figures);

      expect(measured.status, JSON.stringify(measured.body)).toBe(expected.status);
      if (expected.status === 400) {
        expect(measured.body).toMatchObject({ error: expected.error(name) });
      } else {
        const [uploaded] = (measured.body as UploadDocumentsResponse).documents;
        expect(uploaded).toMatchObject({ original_name: name, text_cut: true });
        const [stored] = await storedTexts(model.id);
        expect(Buffer.byteLength(stored!.content)).toBeLessThanOrEqual(
          DOCUMENT_LIMITS.textMaxBytes,
        );
        expect(stored!.content).toContain('wind and solar supplied more power');
      }
      expect(measured.peak - measured.baseline, figures).toBeLessThan(PEAK_MAX_MB);
      // The stated ceiling of the extraction process (decision 029), enforced by the kernel.
      expect(measured.childPeak, figures).toBeLessThanOrEqual(DOCUMENT_LIMITS.extractionMemoryMb);
      expect(measured.after - measured.baseline, figures).toBeLessThan(AFTER_MAX_MB);
    },
    120_000,
  );
});
