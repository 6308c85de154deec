import { useEffect, useState } from 'react';

/**
 * Builds a rig (a real machine over the fake server), drives it to the story's state, and stops
 * it when the story unmounts. `null` while the scenario runs.
 */
export function useRig<R extends { stop(): void }>(
  create: () => R,
  drive: (rig: R) => Promise<void>,
): { rig: R | null; error: Error | null } {
  const [state, setState] = useState<{ rig: R | null; error: Error | null }>({
    rig: null,
    error: null,
  });
  useEffect(() => {
    const rig = create();
    let live = true;
    drive(rig).then(
      () => live && setState({ rig, error: null }),
      (error: unknown) =>
        live &&
        setState({ rig: null, error: error instanceof Error ? error : Error(String(error)) }),
    );
    return () => {
      live = false;
      rig.stop();
    };
  }, [create, drive]);
  return state;
}
