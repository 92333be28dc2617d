import { PassThrough, type Writable } from 'node:stream';
import { csvWriter } from './csv-writer.ts';
import type { ExportContext, ExportList, ExportWriter } from './export-list.ts';
import type { ExportFormat } from './export-params.ts';
import type { ExportStats } from './keyset-pages.ts';
import { xlsxWriterOffThread } from './xlsx-off-thread.ts';

export interface ExportRun extends ExportContext {
  list: ExportList;
  format: ExportFormat;
  currency: string;
  timeZone: string;
}

/** Resolves when `out` can take more (or was closed: the client went away). */
const drained = (out: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done).off('close', done);
      resolve();
    };
    out.on('drain', done).on('close', done);
  });

/**
 * Writes the list to `out` as its rows come from the database, waiting whenever `out` is full: a slow download
 * slows the reading down instead of piling rows up in memory. Stops when the client has gone (`out` destroyed).
 */
async function writeExport(run: ExportRun, out: Writable) {
  const { list, format, lang, timeZone, stats } = run;
  const columns = list.columns(run.currency);
  const writer: ExportWriter = format === 'csv' ? csvWriter(out, columns, lang, timeZone) : xlsxWriterOffThread(out, columns, lang, timeZone, list.title[lang]);
  try {
    await writer.start();
    for await (const row of list.rows(run)) {
      await writer.write(row);
      stats.rowsWritten++;
      if (out.writableNeedDrain) await drained(out);
      if (out.destroyed) {
        stats.clientGone = true;
        return;
      }
    }
    await writer.finish();
  } finally {
    writer.drop?.();
  }
}

type FinishedListener = (list: ExportList, stats: ExportStats) => void;
const finishedListeners = new Set<FinishedListener>();

/**
 * Calls `listener` with the figures of every export that ended, written to its end or stopped because the client
 * went away (the memory test reads them); answers the unsubscribe.
 */
export function onExportFinished(listener: FinishedListener): () => void {
  finishedListeners.add(listener);
  return () => finishedListeners.delete(listener);
}

/**
 * The export as a stream to answer with. The rows are written while the answer goes out; a failure on the way
 * (the database gone) can no longer change the status, so it breaks the download off, and `done` tells it.
 */
export function streamExport(run: ExportRun): { body: PassThrough; done: Promise<ExportStats> } {
  const body = new PassThrough();
  const done = writeExport(run, body).then(
    () => {
      for (const listener of finishedListeners) listener(run.list, run.stats);
      return run.stats;
    },
    (error: unknown) => {
      body.destroy(error as Error);
      throw error;
    },
  );
  return { body, done };
}
