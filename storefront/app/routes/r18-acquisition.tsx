import { Link } from 'react-router';
import { ContentPage } from '../components/content-page';
import { pageMeta } from '../lib/platform/page-meta';

export function meta() {
  return pageMeta(
    'R18 acquisition',
    'How studios and producers submit adult (R18) content to be licensed and sold on Reelcart.',
  );
}

export default function R18Acquisition() {
  return (
    <ContentPage
      title="R18 content acquisition"
      lead={
        <p>
          We license finished adult (R18) titles from studios and independent producers and sell
          them worldwide. Here is how to submit your catalogue and what we need from you.
        </p>
      }
    >
      <h2>What we look for</h2>
      <ul>
        <li>Professionally produced titles, with rights you own or control for online sale.</li>
        <li>Masters in at least Full HD, ideally 4K, with cover artwork and a description.</li>
        <li>Series and back catalogues as well as new releases.</li>
      </ul>

      <h2>Requirements for every title</h2>
      <ul>
        <li>
          Every performer was at least 18 at the time of production, with age and identity records
          kept as required by 18 U.S.C. 2257 and the law of the country of production.
        </li>
        <li>
          Written, documented consent of every performer to the recording and its distribution.
        </li>
        <li>Proof that you hold the distribution rights in the territories offered.</li>
        <li>
          Nothing depicting non-consensual acts as real, or any content illegal in the main markets
          we sell to.
        </li>
      </ul>

      <h2>How to submit</h2>
      <ol>
        <li>
          <Link to="/contact">Contact us</Link> with the subject “Content acquisition”: your studio
          name, a link to your catalogue or a list of titles, and the territories you can license.
        </li>
        <li>
          Our acquisitions team replies within ten business days and, if there is a fit, sends a
          licence proposal (revenue share per sale, territories and term).
        </li>
        <li>
          Once signed, you deliver masters, artwork and metadata through our studio intake, where
          each batch is checked for quality, records and rights before it goes live.
        </li>
        <li>Titles go on sale at the resolutions and rental options agreed.</li>
      </ol>

      <h2>Payment and reporting</h2>
      <p>
        Studios receive a monthly statement of sales per title and are paid their share monthly. You
        can withdraw titles with the notice set in your licence; customers who already own a title
        keep access as our <Link to="/tos">terms of service</Link> describe.
      </p>
    </ContentPage>
  );
}
