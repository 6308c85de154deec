import { Link } from 'react-router';
import { ContentPage, POLICIES_UPDATED } from '../components/content-page';
import { pageMeta } from '../lib/platform/page-meta';

export function meta() {
  return pageMeta(
    '18 U.S.C. 2257 statement',
    'Reelcart record-keeping requirements compliance statement under 18 U.S.C. 2257 and 28 C.F.R. Part 75.',
  );
}

export default function RecordKeeping() {
  return (
    <ContentPage
      title="18 U.S.C. 2257 record-keeping requirements compliance statement"
      updated={POLICIES_UPDATED}
    >
      <p>
        All persons who appear in any visual depiction of actual or simulated sexually explicit
        conduct offered on this website were at least eighteen (18) years of age at the time the
        depiction was created.
      </p>

      <h2>Records</h2>
      <p>
        The records required by 18 U.S.C. 2257 and 28 C.F.R. Part 75 for all such content are kept
        by the producer of each work. Reelcart licenses and distributes works produced by
        independent studios; for each work, the studio that produced it is its primary producer and
        maintains the records, and Reelcart obtains written confirmation of this before the work is
        offered for sale.
      </p>
      <p>
        Where Reelcart acts as a secondary producer, the records are available for inspection at the
        address of its custodian of records below during the hours required by law.
      </p>

      <h2>Custodian of records</h2>
      <address className="mt-3 not-italic">
        <p className="rounded-md border border-amber-600 bg-amber-950 p-3 text-amber-100">
          <strong>Placeholder — not a real address.</strong> The operator of this store must replace
          this block with the name and street address of its actual custodian of records before
          going live.
        </p>
        <p>
          Custodian of Records
          <br />
          [Company name]
          <br />
          [Street address]
          <br />
          [City, State ZIP]
          <br />
          [Country]
        </p>
      </address>

      <h2>Exemptions</h2>
      <p>
        Some content may be exempt from the requirements of 18 U.S.C. 2257 and 28 C.F.R. Part 75,
        for example depictions that do not show actual sexually explicit conduct, or that were
        produced before the dates set by the regulations. The operators of this website are not the
        primary producer of any such content.
      </p>

      <h2>Concerns</h2>
      <p>
        If you believe any content on this site depicts a person under 18 or was made without
        consent, <Link to="/report">report it</Link> immediately. Such reports are handled first,
        and the content is removed while we investigate.
      </p>
    </ContentPage>
  );
}
