import type { AnyActorRef, StateMachine } from 'xstate';

/**
 * The machine's type with its children keyed by any id (decision 095). Left to inference, xstate
 * 5.33 types the ids the root invokes (`storage`, `journal`, `channel`, `lifecycle`) as
 * properties and the actors invoked deeper as a string index signature whose type leaves the
 * root ones out: the published `.d.ts` then fails `skipLibCheck: false` in every consumer with
 * TS2411. Giving the invocations ids (so that all are properties) would cost bytes the size
 * ceiling does not have; this changes only the type of `snapshot.children`, never the runtime.
 */
export type WithAnyChildren<TMachine> =
  TMachine extends StateMachine<
    infer TContext,
    infer TEvent,
    infer _TChildren,
    infer TActor,
    infer TAction,
    infer TGuard,
    infer TDelay,
    infer TStateValue,
    infer TTag,
    infer TInput,
    infer TOutput,
    infer TEmitted,
    infer TStateMeta,
    infer TStateSchema,
    infer TTransitionMeta
  >
    ? StateMachine<
        TContext,
        TEvent,
        Record<string, AnyActorRef | undefined>,
        TActor,
        TAction,
        TGuard,
        TDelay,
        TStateValue,
        TTag,
        TInput,
        TOutput,
        TEmitted,
        TStateMeta,
        TStateSchema,
        TTransitionMeta
      >
    : never;

/** The machine as it is, typed by `WithAnyChildren` (the declaration emits the resolved type). */
export function withAnyChildren<TMachine>(machine: TMachine): WithAnyChildren<TMachine> {
  return machine as WithAnyChildren<TMachine>;
}
