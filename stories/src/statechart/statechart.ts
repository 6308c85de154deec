import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A statechart read from the machine definition itself (`machine.root`), so the diagrams and
 * tables in the docs cannot drift from the code: every state, and every transition with its
 * event, guard, targets and actions. Pure: runs in the browser (Storybook) and in Node (scripts).
 */
export interface ChartTransition {
  /** Id of the state that declares it (`cart.idle`), or the machine id for machine-wide events. */
  source: string;
  /** What triggers it: an event type, `after syncDebounce`, `always`, `done: fetchCart`, `error: fetchCart`. */
  trigger: string;
  guard: string | null;
  /** Target state ids; empty for a transition that only runs actions. */
  targets: string[];
  actions: string[];
}

export interface ChartState {
  id: string;
  key: string;
  type: AnyStateNode['type'];
  /** The initial child's id (compound states). */
  initial: string | null;
  children: ChartState[];
  invokes: string[];
}

export interface Statechart {
  id: string;
  root: ChartState;
  transitions: ChartTransition[];
}

type Named = { type?: unknown; name?: unknown; guards?: unknown; params?: unknown };

/** Static guard parameters as `(a, b)` (`isAdopting(checkout)`); none when computed per event. */
function paramsLabel(params: unknown): string {
  if (params === null || typeof params !== 'object') return '';
  return `(${Object.values(params).map(String).join(', ')})`;
}

/**
 * A readable name for a guard: `isSignedIn`, `and(hasCoupon, isSignedIn)`, `not(isRestored)`,
 * `isAdopting(checkout)`.
 */
export function guardName(guard: unknown): string | null {
  if (guard == null) return null;
  if (typeof guard === 'string') return guard;
  const named = guard as Named;
  if (typeof named.type === 'string') return `${named.type}${paramsLabel(named.params)}`;
  if (typeof guard === 'function') {
    // XState's and/or/not are functions named after themselves, holding their operands.
    if (Array.isArray(named.guards)) {
      return `${String(named.name)}(${named.guards.map(guardName).join(', ')})`;
    }
    return typeof named.name === 'string' && named.name ? named.name : 'inline guard';
  }
  return 'guard';
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  const named = action as Named;
  if (typeof named?.type === 'string') return named.type;
  return typeof named?.name === 'string' && named.name ? named.name : 'inline action';
}

function invokeNames(node: AnyStateNode): Map<string, string> {
  return new Map(
    node.invoke.map((invoke) => [
      invoke.id,
      typeof invoke.src === 'string' ? invoke.src : invoke.id,
    ]),
  );
}

function triggerOf(node: AnyStateNode, eventType: string, invokes: Map<string, string>): string {
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (done?.[1] && done[2]) return `${done[1]}: ${invokes.get(done[2]) ?? done[2]}`;
  const delayed = node.after.find((t) => t.eventType === eventType);
  if (delayed) return `after ${typeof delayed.delay === 'function' ? 'delay' : delayed.delay}`;
  return eventType;
}

function toTransition(
  source: string,
  trigger: string,
  t: AnyTransitionDefinition,
): ChartTransition {
  return {
    source,
    trigger,
    guard: guardName(t.guard),
    targets: (t.target ?? []).map((target) => target.id),
    actions: t.actions.map(actionName),
  };
}

function walk(node: AnyStateNode, transitions: ChartTransition[]): ChartState {
  const invokes = invokeNames(node);
  for (const [eventType, list] of node.transitions) {
    const trigger = triggerOf(node, eventType, invokes);
    for (const t of list) transitions.push(toTransition(node.id, trigger, t));
  }
  for (const t of node.always ?? []) transitions.push(toTransition(node.id, 'always', t));
  const children = Object.values(node.states).map((child) => walk(child, transitions));
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    initial: node.type === 'compound' ? (node.initial.target[0]?.id ?? null) : null,
    children,
    invokes: [...invokes.values()],
  };
}

/** The statechart of a machine, in document order. */
export function readStatechart(machine: AnyStateMachine): Statechart {
  const transitions: ChartTransition[] = [];
  const root = walk(machine.root, transitions);
  return { id: machine.root.id, root, transitions };
}

/** Every state id, depth first. */
export function stateIds(state: ChartState): string[] {
  return [state.id, ...state.children.flatMap(stateIds)];
}
