import { machineOf, type MachineKind } from '../machines/order-machines';
import { escapeXml, machineGraph, machineSvg } from './machine-graph';

const KINDS: MachineKind[] = ['order', 'payment', 'shipment', 'invoice'];

/** Every state name and every event of the machine, read independently of the graph builder. */
function definition(kind: MachineKind): { states: string[]; events: string[] } {
  const machine = machineOf(kind);
  const states = Object.keys(machine.states);
  const events = [...new Set(Object.values(machine.states).flatMap((node) => node.ownEvents))];
  return { states, events };
}

describe('workflow graph', () => {
  it.each(KINDS)('draws every state and every event of the %s machine', (kind) => {
    const { states, events } = definition(kind);
    expect(events.length).toBeGreaterThan(0);
    const svg = machineSvg(machineGraph(machineOf(kind)), states[0]);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    for (const state of states) expect(svg).toContain(`data-state="${state}"`);
    const drawnEvents = [...svg.matchAll(/data-events="([^"]*)"/g)].flatMap((match) => match[1]!.split(' '));
    expect(new Set(drawnEvents)).toEqual(new Set(events));
  });

  it('draws one arrow per pair of states, each following the machine', () => {
    const graph = machineGraph(machineOf('payment'));
    const machine = machineOf('payment');
    for (const edge of graph.edges) {
      const node = machine.states[edge.from]!;
      for (const event of edge.events) expect(node.ownEvents).toContain(event);
    }
    expect(graph.edges).toContainEqual({ from: 'awaiting_payment', to: 'paid', events: ['PAY'] });
    expect(graph.edges).toContainEqual({ from: 'partially_paid', to: 'partially_paid', events: ['PAY'] });
  });

  it('marks the current state, and only it', () => {
    const svg = machineSvg(machineGraph(machineOf('shipment')), 'ready');
    const current = [...svg.matchAll(/<g class="state current[^"]*" data-state="([^"]+)"/g)].map((m) => m[1]);
    expect(current).toEqual(['ready']);
    expect(machineSvg(machineGraph(machineOf('shipment')))).not.toContain('current');
  });

  it('marks final states and the initial one', () => {
    const svg = machineSvg(machineGraph(machineOf('order')), null);
    expect(svg).toMatch(/<g class="state final" data-state="complete"/);
    expect(svg).toMatch(/<g class="state final" data-state="cancelled"/);
    expect(svg).not.toMatch(/class="state final" data-state="confirmed"/);
    expect(machineGraph(machineOf('order')).initial).toBe('new');
  });

  it('escapes text', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&#60;a href=&#34;x&#34;&#62;&#38;&#39;');
    const svg = machineSvg(
      { id: 'x<y', initial: 'a&b', states: [{ name: 'a&b', final: false }], edges: [] },
      'a&b',
    );
    expect(svg).toContain('data-state="a&#38;b"');
    expect(svg).not.toContain('a&b');
  });
});
