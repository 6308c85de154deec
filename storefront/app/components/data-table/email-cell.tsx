import { Fragment } from 'react';

/**
 * An e-mail address that may wrap after its "@" and before each "." of its domain, nowhere else:
 * a table's e-mail column is text and takes the width left (issue 33), but an address has no
 * break opportunity of its own and would hold its whole length on one line.
 */
export function EmailCell({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  const domain = address.slice(at + 1).split('.');
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {domain.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order.
        <Fragment key={i}>
          {i > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
