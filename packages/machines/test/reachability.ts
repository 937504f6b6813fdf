import { getShortestPaths } from '@xstate/graph';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  __unsafe_getAllOwnEventDescriptors as eventTypesAccepted,
  type StateNode,
  type StateValue,
} from 'xstate';

type AnyStateNode = StateNode<never, never>;

/**
 * The states a machine can rest in: its atomic and final states, except those that always leave
 * at once (an unguarded eventless transition), which no snapshot ever shows.
 */
export function restingStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateNode) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (children.length === 0) {
      const passesThrough = node.always?.some((transition) => !transition.guard) ?? false;
      if (!passesThrough) ids.push(node.id);
      return;
    }
    for (const child of children) visit(child);
  };
  visit(machine.root as unknown as AnyStateNode);
  return ids.sort();
}

function leafIds(prefix: string, value: StateValue): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [`${prefix}.${key}`] : leafIds(`${prefix}.${key}`, child),
  );
}

export interface ReachabilityOptions {
  /** Events that carry a payload (actor results, user input); bare events are found from the machine. */
  events?: EventObject[];
  /** Start once from each input; a state counts as reached if any start reaches it. */
  inputs?: unknown[];
  /** How to tell snapshots apart; by default the state value and the whole context. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Snapshots not to explore further, to bound a context that can grow forever. */
  stopWhen?: (snapshot: AnyMachineSnapshot) => boolean;
}

/**
 * Explores the machine as a graph (events in, next snapshot out, no actor ever runs) and returns
 * the resting states that no sequence of events reaches from any of the given inputs.
 */
export function unreachedStates(
  machine: AnyStateMachine,
  { events: listed = [], inputs = [undefined], serializeState, stopWhen }: ReachabilityOptions = {},
): string[] {
  // Every event the current state accepts: the listed variants of it, else its bare type.
  const events = (snapshot: AnyMachineSnapshot) =>
    eventTypesAccepted(snapshot)
      .filter((type) => !type.includes('*'))
      .flatMap((type) => {
        const variants = listed.filter((event) => event.type === type);
        return variants.length > 0 ? variants : [{ type }];
      });
  const reached = new Set<string>();
  for (const input of inputs) {
    // The limit turns a context that grows without bound into a failure instead of a hang.
    const paths = getShortestPaths(machine, {
      input,
      events,
      limit: 20_000,
      ...(serializeState ? { serializeState } : {}),
      ...(stopWhen ? { stopWhen } : {}),
    });
    for (const path of paths) {
      for (const id of leafIds(machine.id, (path.state as AnyMachineSnapshot).value)) reached.add(id);
    }
  }
  return restingStateIds(machine).filter((id) => !reached.has(id));
}

/** A traversal key made of the state value and only the part of the context that guards read. */
export const byValueAnd =
  (pick: (snapshot: AnyMachineSnapshot) => unknown = () => null) =>
  (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, pick(snapshot)]);
