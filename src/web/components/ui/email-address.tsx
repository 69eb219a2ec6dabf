import { Fragment } from 'react';

/**
 * An e-mail address that wraps only where a reader expects: before the "@" and before each
 * dot of the domain, never mid-word (decision 047). An address longer than its box still
 * wraps as a last resort (overflow-wrap: break-word), without shrinking its column to nothing
 * the way "anywhere" did.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  const parts = at > 0 ? [address.slice(0, at), ...address.slice(at).split(/(?=\.)/)] : [address];
  return (
    <span style={{ overflowWrap: 'break-word' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
