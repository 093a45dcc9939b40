/**
 * Builds an export file off the main thread (issue 10 §2): the worker asks the server for the rows
 * (fetch-rows.ts), and thousands of them become a workbook or a PDF while the page stays
 * responsive. The fonts a PDF needs are fetched from our own assets only when its text asks for
 * them (pdf-fonts.ts). Answers { bytes, count, meta } or { error }.
 */
import notoScUrl from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';
import dejavuUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import { buildCsv, type ExportRequest } from './export-table';
import { fetchRows } from './fetch-rows';
import type { FontSource } from './pdf-fonts';
import { buildPdf } from './pdf-file';
import type { ExportAnswer, ExportJob } from './run-export';
import { buildXlsx } from './xlsx-file';

const FONT_URLS = { dejavu: dejavuUrl, 'noto-sc': notoScUrl } as const;

const fetchFont: FontSource = async (id) => {
  const response = await fetch(FONT_URLS[id]);
  if (!response.ok) throw new Error(`The font ${id} could not be loaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
};

async function build(request: ExportRequest): Promise<Uint8Array> {
  if (request.format === 'csv') return new TextEncoder().encode(buildCsv(request));
  if (request.format === 'xlsx') return buildXlsx(request);
  return buildPdf(request, fetchFont);
}

const scope = self as unknown as { postMessage: (message: ExportAnswer, transfer?: Transferable[]) => void };

self.onmessage = async (event: MessageEvent<ExportJob>) => {
  try {
    const request = await fetchRows(event.data);
    const bytes = await build(request);
    scope.postMessage({ bytes, count: request.learners.length, meta: request.meta }, [bytes.buffer]);
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
