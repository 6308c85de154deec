import { Description, Heading, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';
import type { AnyStateMachine } from 'xstate';
import { Statechart } from './Statechart';

/**
 * The docs page of a state explorer: the statechart generated from the machine, then every
 * story (one per reachable state).
 */
export function MachineDocsPage({ machine }: { machine: AnyStateMachine }) {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Heading>Statechart (generated from the machine definition)</Heading>
      <Statechart machine={machine} events={false} />
      <Stories title="States" />
    </>
  );
}
