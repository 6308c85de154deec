import { Link } from 'react-router';
import { ContentPage } from '../components/content-page';
import { pageMeta } from '../lib/platform/page-meta';

export function meta() {
  return pageMeta(
    'About us',
    'Reelcart is an adults-only store for licensed studio videos: buy to own at the resolution you want, or rent.',
  );
}

export default function About() {
  return (
    <ContentPage
      title="About Reelcart"
      lead={
        <p>
          Reelcart is an online store for adult video from independent and established studios.
          Instead of a subscription, you pay for exactly what you want to watch.
        </p>
      }
    >
      <h2>How it works</h2>
      <ul>
        <li>
          <strong>Own it</strong> at the resolution you choose, from SD to 4K, and keep it in your
          library. Upgrade later if you want a sharper copy.
        </li>
        <li>
          <strong>Rent it</strong> for a short period when you only want to watch once.
        </li>
        <li>Every purchase option says up front whether it can be downloaded, streamed or both.</li>
      </ul>

      <h2>Fair to studios and performers</h2>
      <p>
        Every title on Reelcart is licensed from the studio that produced it, which confirms that
        every performer was an adult and consented, and keeps the required records (see our{' '}
        <Link to="/2257">2257 statement</Link>). Studios are paid a share of every sale. Studios
        interested in selling with us can read about{' '}
        <Link to="/r18-acquisition">content acquisition</Link>.
      </p>

      <h2>Affiliates</h2>
      <p>
        Reviewers, creators and communities can earn a share of the sales they refer through our{' '}
        <Link to="/become-an-affiliate">affiliate programme</Link>.
      </p>

      <h2>Privacy and discretion</h2>
      <p>
        We keep only what we need to run the store, card statements show a neutral name, and we do
        not sell data. Read the <Link to="/privacy">privacy policy</Link>.
      </p>

      <h2>Adults only</h2>
      <p>
        Reelcart is for adults of legal age where they live. If something on the site concerns you,
        please <Link to="/report">report it</Link>; for anything else,{' '}
        <Link to="/contact">contact us</Link>.
      </p>
    </ContentPage>
  );
}
