import type { AnyStateMachine } from 'xstate';

/** One arrow of a machine: every event leading from one state to another (guarded alternatives included). */
export interface MachineEdge {
  from: string;
  to: string;
  events: string[];
}

export interface MachineGraph {
  id: string;
  initial: string;
  states: { name: string; final: boolean }[];
  edges: MachineEdge[];
}

type TargetConfig = string | { target?: string | string[] } | undefined;

/**
 * The states and transitions of an XState machine read from its own definition (`config.states` and each
 * state's `on`), so the drawing can never differ from what the machine does.
 */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const config = machine.config as {
    id?: string;
    initial?: string;
    states?: Record<string, { type?: string; on?: Record<string, TargetConfig | TargetConfig[]> }>;
  };
  const states = Object.entries(config.states ?? {});
  const edges = new Map<string, MachineEdge>();
  for (const [from, node] of states) {
    for (const [event, targets] of Object.entries(node.on ?? {})) {
      for (const target of (Array.isArray(targets) ? targets : [targets]).flatMap(targetsOf)) {
        const to = target.replace(/^\./, '');
        const key = `${from}\u0000${to}`;
        const edge = edges.get(key) ?? { from, to, events: [] };
        if (!edge.events.includes(event)) edge.events.push(event);
        edges.set(key, edge);
      }
    }
  }
  return {
    id: config.id ?? machine.id,
    initial: String(config.initial ?? states[0]?.[0] ?? ''),
    states: states.map(([name, node]) => ({ name, final: node.type === 'final' })),
    edges: [...edges.values()],
  };
}

function targetsOf(target: TargetConfig): string[] {
  if (target === undefined) return [];
  if (typeof target === 'string') return [target];
  const inner = target.target;
  return inner === undefined ? [] : Array.isArray(inner) ? inner : [inner];
}

const BOX = { width: 150, height: 38 };
const GAP = { column: 220, row: 100 };
const MARGIN = 40;

interface Point {
  x: number;
  y: number;
}

/**
 * The machine drawn as SVG: states in columns by their distance from the initial state, an arrow per edge
 * labelled with its events, final states with a double border and the current state (if given) marked.
 */
export function machineSvg(graph: MachineGraph, current?: string | null): string {
  const place = layout(graph);
  const columns = Math.max(...[...place.values()].map((point) => point.x)) + 1;
  const rows = Math.max(...[...place.values()].map((point) => point.y)) + 1;
  const width = MARGIN * 2 + (columns - 1) * GAP.column + BOX.width;
  // Room above and below for the arcs of the longest arrows (a quadratic curve reaches half its bend).
  const arc = Math.max(0, columns - 2) * 28 + 40;
  const height = MARGIN * 2 + (rows - 1) * GAP.row + BOX.height + 2 * arc;
  const centre = (state: string): Point => {
    const cell = place.get(state)!;
    return {
      x: MARGIN + cell.x * GAP.column + BOX.width / 2,
      y: MARGIN + arc + cell.y * GAP.row + BOX.height / 2,
    };
  };

  const edges = graph.edges.map((edge) =>
    edgeSvg(edge, centre(edge.from), centre(edge.to), place.get(edge.from)!, place.get(edge.to)!),
  );
  const states = graph.states.map((state) => {
    const { x, y } = centre(state.name);
    const isCurrent = state.name === current;
    const left = x - BOX.width / 2;
    const top = y - BOX.height / 2;
    const classes = ['state', isCurrent ? 'current' : '', state.final ? 'final' : '']
      .filter(Boolean)
      .join(' ');
    return [
      `<g class="${classes}" data-state="${escapeXml(state.name)}"${isCurrent ? ' aria-current="true"' : ''}>`,
      `<rect x="${left}" y="${top}" width="${BOX.width}" height="${BOX.height}" rx="8" fill="${isCurrent ? '#1976d2' : '#ffffff'}" stroke="${isCurrent ? '#0d47a1' : '#455a64'}" stroke-width="${isCurrent ? 3 : 1.5}"/>`,
      state.final
        ? `<rect x="${left + 4}" y="${top + 4}" width="${BOX.width - 8}" height="${BOX.height - 8}" rx="6" fill="none" stroke="${isCurrent ? '#ffffff' : '#455a64'}" stroke-width="1"/>`
        : '',
      `<text x="${x}" y="${y + 5}" text-anchor="middle" font-size="13" fill="${isCurrent ? '#ffffff' : '#212121'}">${escapeXml(state.name)}</text>`,
      state.name === graph.initial
        ? `<circle cx="${left - 14}" cy="${y}" r="5" fill="#455a64"><title>initial</title></circle>`
        : '',
      '</g>',
    ].join('');
  });

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    `<title>${escapeXml(graph.id)}${current ? `: ${escapeXml(current)}` : ''}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#607d8b"/></marker></defs>',
    ...edges,
    ...states,
    '</svg>',
  ].join('\n');
}

/**
 * Columns by the longest path from the initial state (self-loops left out, so a machine that mostly moves forward
 * reads left to right); states sharing a column stack in rows. States it never reaches go in a last column.
 */
function layout(graph: MachineGraph): Map<string, Point> {
  const depth = new Map<string, number>([[graph.initial, 0]]);
  const limit = graph.states.length;
  for (let round = 0; round < limit; round += 1) {
    for (const edge of graph.edges) {
      const from = depth.get(edge.from);
      if (edge.from === edge.to || from === undefined || from + 1 >= limit) continue;
      if ((depth.get(edge.to) ?? -1) < from + 1) depth.set(edge.to, from + 1);
    }
  }
  const unreachable = Math.max(0, ...depth.values()) + 1;
  const perColumn = new Map<number, number>();
  const place = new Map<string, Point>();
  for (const state of graph.states) {
    const x = depth.get(state.name) ?? unreachable;
    const y = perColumn.get(x) ?? 0;
    perColumn.set(x, y + 1);
    place.set(state.name, { x, y });
  }
  return place;
}

function edgeSvg(edge: MachineEdge, from: Point, to: Point, fromCell: Point, toCell: Point): string {
  const label = edge.events.join(' / ');
  const attributes = `class="transition" data-from="${escapeXml(edge.from)}" data-to="${escapeXml(edge.to)}" data-events="${escapeXml(edge.events.join(' '))}"`;
  if (edge.from === edge.to) {
    // Below the box: the forward arcs run above.
    const bottom = from.y + BOX.height / 2;
    const path = `M${from.x - 20},${bottom} C${from.x - 30},${bottom + 40} ${from.x + 30},${bottom + 40} ${from.x + 20},${bottom}`;
    return `<g ${attributes}><path d="${path}" fill="none" stroke="#607d8b" stroke-width="1.5" marker-end="url(#arrow)"/><text x="${from.x}" y="${bottom + 46}" text-anchor="middle" font-size="11" fill="#37474f">${escapeXml(label)}</text></g>`;
  }
  // Arrows over more than one column arc (forward ones above, backward ones below, the longer the higher) so
  // that they pass the boxes between; neighbours and arrows between rows bend a little.
  const span = Math.abs(toCell.x - fromCell.x);
  const bend = fromCell.y === toCell.y && span > 1 ? -(span - 1) * 56 - 16 : -14;
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const control = {
    x: mid.x - ((to.y - from.y) / length) * bend,
    y: mid.y + ((to.x - from.x) / length) * bend,
  };
  const start = boxExit(from, control);
  const end = boxExit(to, control);
  const labelAt = { x: (start.x + 2 * control.x + end.x) / 4, y: (start.y + 2 * control.y + end.y) / 4 };
  return `<g ${attributes}><path d="M${round(start.x)},${round(start.y)} Q${round(control.x)},${round(control.y)} ${round(end.x)},${round(end.y)}" fill="none" stroke="#607d8b" stroke-width="1.5" marker-end="url(#arrow)"/><text x="${round(labelAt.x)}" y="${round(labelAt.y - 4)}" text-anchor="middle" font-size="11" fill="#37474f">${escapeXml(label)}</text></g>`;
}

/** Where the line from a box's centre towards `towards` leaves the box. */
function boxExit(centre: Point, towards: Point): Point {
  const dx = towards.x - centre.x;
  const dy = towards.y - centre.y;
  const scale = Math.min(
    dx === 0 ? Infinity : BOX.width / 2 / Math.abs(dx),
    dy === 0 ? Infinity : BOX.height / 2 / Math.abs(dy),
  );
  return { x: centre.x + dx * scale, y: centre.y + dy * scale };
}

const round = (value: number) => Math.round(value * 10) / 10;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
