// The XLSX exports' worker thread (started by xlsx-off-thread.ts): it holds exceljs and the workbooks being
// written, and answers each step of a workbook when it is done, the file's bytes as they come.
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import type { Lang } from '@messeportal/domain';
import type { Column, Row } from './export-list.ts';
import { xlsxWriter } from './xlsx-writer.ts';

/** The steps of a workbook, by its id: opened (header written), rows added, ended (the file complete), dropped. */
export type ToWorker =
  | { type: 'open'; id: number; columns: readonly Column[]; lang: Lang; timeZone: string; title: string }
  | { type: 'rows'; id: number; rows: Row[] }
  | { type: 'end'; id: number }
  | { type: 'drop'; id: number };

/** Bytes of a workbook's file, in order; then 'done' (or 'failed') for each step sent. */
export type FromWorker = { type: 'chunk'; id: number; chunk: Uint8Array } | { type: 'done'; id: number } | { type: 'failed'; id: number; message: string };

const port = parentPort!;
const books = new Map<number, Awaited<ReturnType<typeof xlsxWriter>>>();
const tell = (message: FromWorker) => port.postMessage(message);

async function take(step: ToWorker): Promise<void> {
  const { id } = step;
  if (step.type === 'open') {
    const out = new Writable({
      write(chunk: Buffer, _encoding, next) {
        tell({ type: 'chunk', id, chunk });
        next();
      },
    });
    const writer = await xlsxWriter(out, step.columns, step.lang, step.timeZone, step.title);
    writer.start();
    books.set(id, writer);
  } else if (step.type === 'rows') {
    const writer = books.get(id)!;
    for (const row of step.rows) writer.write(row);
  } else if (step.type === 'end') {
    // Resolves once the last byte has gone to `out`, so 'done' follows every chunk.
    await books.get(id)!.finish();
    books.delete(id);
  } else books.delete(id);
}

port.on('message', (step: ToWorker) => {
  take(step).then(
    () => tell({ type: 'done', id: step.id }),
    (error: unknown) => tell({ type: 'failed', id: step.id, message: String(error) }),
  );
});
