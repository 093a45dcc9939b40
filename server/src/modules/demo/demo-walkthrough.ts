/**
 * The demo "Getting started" walkthrough: four steps over two generated screenshots of a
 * made-up dashboard, with layers of every kind the editor adds (text, box, hotspot, arrow, text
 * input, dropdown) and alt texts. The screenshots are flat-colour PNGs drawn here and encoded
 * with node:zlib, so the seed needs no image library and no files in the repository.
 */
import { deflateSync } from 'node:zlib';
import type { FileStorage } from '../../uploads/storage.js';

export const SCREEN = { width: 1024, height: 640 } as const;

type Rgb = [number, number, number];
type Box = { x: number; y: number; w: number; h: number; colour: Rgb };

const hex = (h: string): Rgb => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];

/** The dashboard: top bar with a "New report" button, sidebar, three cards and a chart panel. */
function dashboard(): Box[] {
  const white = hex('#FFFFFF');
  const line = hex('#D8DEE4');
  const boxes: Box[] = [
    { x: 0, y: 0, w: 1024, h: 640, colour: hex('#F6F8F9') },
    { x: 0, y: 0, w: 1024, h: 56, colour: hex('#0B2545') },
    { x: 860, y: 12, w: 140, h: 32, colour: hex('#0E7C74') },
    { x: 0, y: 56, w: 200, h: 584, colour: hex('#E3E8EE') },
  ];
  for (let i = 0; i < 5; i++) boxes.push({ x: 20, y: 80 + i * 44, w: 160, h: 24, colour: i === 0 ? hex('#C5D0DB') : hex('#EDF1F5') });
  for (let i = 0; i < 3; i++)
    boxes.push(
      { x: 239 + i * 258, y: 99, w: 242, h: 142, colour: line },
      { x: 240 + i * 258, y: 100, w: 240, h: 140, colour: white },
      { x: 260 + i * 258, y: 124, w: 120, h: 14, colour: hex('#9AA5B1') },
      { x: 260 + i * 258, y: 160, w: 80, h: 40, colour: hex('#3BA4B4') },
    );
  boxes.push({ x: 239, y: 269, w: 758, h: 342, colour: line }, { x: 240, y: 270, w: 756, h: 340, colour: white });
  for (let i = 0; i < 9; i++) boxes.push({ x: 280 + i * 78, y: 580 - (60 + ((i * 37) % 200)), w: 40, h: 60 + ((i * 37) % 200), colour: hex('#8ECAE6') });
  return boxes;
}

/** The same dashboard, dimmed, with the "New report" dialog: name field, type field, Create button. */
function reportDialog(): Box[] {
  const dim = dashboard().map((b) => ({ ...b, colour: b.colour.map((c) => Math.round(c * 0.55)) as Rgb }));
  return [
    ...dim,
    { x: 312, y: 140, w: 400, h: 340, colour: hex('#FFFFFF') },
    { x: 312, y: 140, w: 400, h: 48, colour: hex('#EDF1F5') },
    { x: 340, y: 230, w: 344, h: 34, colour: hex('#D8DEE4') },
    { x: 341, y: 231, w: 342, h: 32, colour: hex('#FFFFFF') },
    { x: 340, y: 310, w: 344, h: 34, colour: hex('#D8DEE4') },
    { x: 341, y: 311, w: 342, h: 32, colour: hex('#FFFFFF') },
    { x: 574, y: 420, w: 110, h: 36, colour: hex('#0E7C74') },
  ];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of the boxes painted in order (later boxes on top). */
export function encodePng(boxes: Box[], width: number = SCREEN.width, height: number = SCREEN.height): Buffer {
  const stride = width * 3 + 1; // each row starts with filter type 0 (none)
  const raw = Buffer.alloc(stride * height);
  for (const b of boxes) {
    for (let y = Math.max(0, b.y); y < Math.min(height, b.y + b.h); y++) {
      for (let x = Math.max(0, b.x); x < Math.min(width, b.x + b.w); x++) raw.set(b.colour, y * stride + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, default compression/filter/interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type DemoScreenshot = { key: string; size: number; filename: string };

/** Stores the two screenshots; returns their storage keys (the seed records them as uploads). */
export async function storeDemoScreenshots(storage: FileStorage): Promise<{ dashboard: DemoScreenshot; dialog: DemoScreenshot }> {
  const store = async (boxes: Box[], filename: string) => {
    const png = encodePng(boxes);
    return { key: await storage.put(png, 'png'), size: png.length, filename };
  };
  return { dashboard: await store(dashboard(), 'demo-dashboard.png'), dialog: await store(reportDialog(), 'demo-new-report.png') };
}

const base = (id: string, x: number, y: number, width: number, height: number) => ({ id, x, y, width, height, rotation: 0 });
const text = (id: string, x: number, y: number, width: number, content: string) => ({
  ...base(id, x, y, width, 48),
  type: 'text',
  text: content,
  fill: '#0B2545',
  fontSize: 16,
  fontStyle: 'BOLD',
  fontFamily: 'Open Sans',
  align: 'left',
  verticalAlign: 'middle',
});
const arrow = (id: string, x: number, y: number, width: number, rotation: number) => ({
  ...base(id, x, y, width, 4),
  rotation,
  type: 'line',
  stroke: '#E4572E',
  strokeWidth: 3,
  arrowSize: 12,
  lineStyle: 'Solid',
});
const hotspot = (id: string, x: number, y: number, width: number, height: number) => ({
  ...base(id, x, y, width, height),
  type: 'hotspot',
  fill: 'rgba(0, 255, 255, 0.35)',
  stroke: '#0E7C74',
  strokeWidth: 2,
  cornerRadius: 6,
});
const field = { placeholderColor: '#6B7280', textColor: '#000000', fill: '#FFFFFF', stroke: '#D3D3D3', strokeWidth: 1, fontSize: 14 };

/** The four steps; `url(key)` is where a stored screenshot is served. */
export function gettingStartedSteps(shots: { dashboard: string | null; dialog: string | null }) {
  const bg = (key: string | null) => ({ backgroundUrl: key ? `/uploads/${key}` : null, backgroundHeight: key ? SCREEN.height : null });
  return [
    {
      id: 31_000_001,
      name: 'Step 1',
      title: 'Welcome to your dashboard',
      description: 'Your key numbers are at the top; the chart below shows how they changed this month.',
      altText: 'The Demo Co dashboard: a navigation sidebar on the left, three summary cards across the top and a bar chart below them.',
      ...bg(shots.dashboard),
      layers: [
        { ...base('gs-cards', 232, 92, 772, 156), type: 'rect', fill: 'transparent', stroke: '#E4572E', strokeWidth: 3, cornerRadius: 8 },
        text('gs-welcome', 300, 430, 420, 'These cards sum up this month.'),
        arrow('gs-arrow-1', 420, 420, 160, -90),
      ],
    },
    {
      id: 31_000_002,
      name: 'Step 2',
      title: 'Start a new report',
      description: 'Reports live in one place. Click New report in the top bar.',
      altText: "The dashboard's top bar with the teal New report button at its right end.",
      ...bg(shots.dashboard),
      layers: [hotspot('gs-new-report', 856, 8, 148, 40), text('gs-click', 560, 110, 260, 'Click New report'), arrow('gs-arrow-2', 700, 100, 150, -30)],
    },
    {
      id: 31_000_003,
      name: 'Step 3',
      title: 'Name your report',
      description: 'Give the report a name and choose what it covers, then click Create.',
      altText: 'The New report dialog over the dimmed dashboard, with a name field, a report type field and a Create button.',
      ...bg(shots.dialog),
      layers: [
        { ...base('gs-name', 340, 230, 344, 34), type: 'textInput', placeholder: 'Monthly sales', ...field },
        {
          ...base('gs-type', 340, 310, 344, 34),
          type: 'dropdown',
          placeholder: 'Choose a report type',
          ...field,
          options: [
            { id: 'gs-opt-sales', order: 1, title: 'Sales' },
            { id: 'gs-opt-traffic', order: 2, title: 'Website traffic' },
            { id: 'gs-opt-team', order: 3, title: 'Team activity' },
          ],
        },
        hotspot('gs-create', 570, 416, 118, 44),
      ],
    },
    {
      id: 31_000_004,
      name: 'Step 4',
      title: "You're all set",
      description: 'Your report appears on the dashboard. Share it from its menu whenever you like.',
      altText: 'The dashboard again, with the chart panel where the new report appears.',
      ...bg(shots.dashboard),
      layers: [
        { ...base('gs-chart', 232, 262, 772, 356), type: 'rect', fill: 'rgba(14, 124, 116, 0.08)', stroke: '#0E7C74', strokeWidth: 2, cornerRadius: 8 },
        text('gs-done', 380, 200, 300, 'Your new report shows up here.'),
      ],
    },
  ];
}
