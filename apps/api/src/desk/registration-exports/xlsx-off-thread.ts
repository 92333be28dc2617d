import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { Lang } from '@messeportal/domain';
import type { Column, ExportWriter, Row } from './export-list.ts';
import type { FromWorker, ToWorker } from './xlsx-worker.ts';

/** Rows handed to the worker at once: a few milliseconds of its work, one message of the API's. */
const BATCH_ROWS = 200;

const entry = new URL('./xlsx-worker.ts', import.meta.url).href;
const tsxApi = import.meta.resolve('tsx/esm/api');
/** The worker runs the TypeScript source as the server does (`node --import tsx`), however its parent was started. */
const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;

interface Book {
  out: Writable;
  /** The step sent and not yet answered. */
  pending?: { resolve(): void; reject(error: Error): void };
}

let worker: Worker | undefined;
const books = new Map<number, Book>();
let lastId = 0;

function answer(message: FromWorker) {
  const book = books.get(message.id);
  if (!book) return;
  if (message.type === 'chunk') {
    book.out.write(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
    return;
  }
  const { pending } = book;
  book.pending = undefined;
  if (message.type === 'done') pending?.resolve();
  else pending?.reject(new Error(message.message));
}

/** The worker, started with the first XLSX export and kept; one that failed is replaced by the next export. */
function started(): Worker {
  if (worker) return worker;
  const thread = new Worker(bootstrap, { eval: true });
  // An idle worker does not keep the process alive.
  thread.unref();
  thread.on('message', answer);
  const lost = (error: Error) => {
    if (worker === thread) worker = undefined;
    for (const book of books.values()) book.pending?.reject(error);
    books.clear();
  };
  thread.on('error', lost);
  thread.on('exit', (code) => lost(new Error(`the XLSX worker ended (${code})`)));
  worker = thread;
  return thread;
}

function send(step: ToWorker): Promise<void> {
  const book = books.get(step.id);
  if (!book) return Promise.reject(new Error('the XLSX worker ended'));
  return new Promise((resolve, reject) => {
    book.pending = { resolve, reject };
    started().postMessage(step);
  });
}

/**
 * xlsxWriter's workbook, written by a worker thread: exceljs (a third of a second to load), every row's XML and the
 * zip stay off the event loop that serves the other requests. Rows go over in batches, each answered before the
 * next is sent, so the worker holds one batch at most; the file's bytes come back to `out` as they are zipped.
 */
export function xlsxWriterOffThread(out: Writable, columns: readonly Column[], lang: Lang, timeZone: string, title: string): ExportWriter {
  const id = ++lastId;
  books.set(id, { out });
  let batch: Row[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    await send({ type: 'rows', id, rows });
  };
  return {
    start: () => send({ type: 'open', id, columns, lang, timeZone, title }),
    async write(row) {
      batch.push(row);
      if (batch.length >= BATCH_ROWS) await flush();
    },
    async finish() {
      await flush();
      await send({ type: 'end', id });
      books.delete(id);
      out.end();
    },
    drop() {
      if (books.delete(id)) worker?.postMessage({ type: 'drop', id } satisfies ToWorker);
    },
  };
}
