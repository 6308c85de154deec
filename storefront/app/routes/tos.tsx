import { Link } from 'react-router';
import { ContentPage, POLICIES_UPDATED } from '../components/content-page';
import { pageMeta } from '../lib/platform/page-meta';

export function meta() {
  return pageMeta(
    'Terms of service',
    'The terms that apply when you use Reelcart and buy or rent videos from it.',
  );
}

export default function Tos() {
  return (
    <ContentPage
      title="Terms of service"
      updated={POLICIES_UPDATED}
      lead={
        <p>
          These terms apply to everyone who visits or buys from Reelcart. By using the site you
          accept them. Please read them together with our <Link to="/privacy">privacy policy</Link>.
        </p>
      }
    >
      <h2>1. Adults only</h2>
      <p>
        Reelcart sells sexually explicit material intended for adults. You may use the site only if
        you are at least 18 years old, or the age of majority where you live if that is higher, and
        if viewing such material is lawful where you are. You must not let minors access the site or
        anything you buy from it. We may ask you to confirm your age and close accounts where we
        have reason to believe these conditions are not met.
      </p>

      <h2>2. Your account</h2>
      <p>
        You are responsible for the accuracy of the details you give, for keeping your password
        secret and for everything done through your account. One person, one account: accounts may
        not be shared, sold or transferred.
      </p>

      <h2>3. What you buy</h2>
      <p>Each video is offered in one or more ways, shown before you pay:</p>
      <ul>
        <li>
          <strong>Own</strong>: a permanent, personal licence to watch the video at the resolution
          you chose (SD, HD, Full HD or 4K).
        </li>
        <li>
          <strong>Rental</strong>: a personal licence to watch the video for the period shown on the
          video page, starting at purchase.
        </li>
      </ul>
      <p>
        Each option states whether it includes downloading, streaming or both. You buy a licence to
        view, not the video itself: all rights not expressly granted stay with us and the studios we
        license from.
      </p>

      <h2>4. Permitted use</h2>
      <ul>
        <li>Watch purchases privately, for personal, non-commercial use.</li>
        <li>
          Do not copy, share, upload, re-sell, publicly show or circumvent any protection of the
          videos.
        </li>
        <li>
          Do not scrape the site, interfere with its operation or use it for anything unlawful.
        </li>
      </ul>

      <h2>5. Prices and payment</h2>
      <p>
        Prices are shown before checkout and may change at any time, but not for an order already
        paid. Taxes are included where the law requires. Payments are processed by third-party
        payment providers; we do not store full card numbers. Discount codes have their own
        conditions, including the payment methods they apply to.
      </p>

      <h2>6. Refunds</h2>
      <p>
        Digital content is supplied immediately after payment. By buying, you ask us to start supply
        at once and accept that your right of withdrawal ends once you download or stream the video,
        where the law allows this. We refund or replace purchases that are faulty, cannot be played,
        or were charged in error: contact us within 14 days. See the <Link to="/faq">FAQ</Link> for
        details.
      </p>

      <h2>7. Availability</h2>
      <p>
        We aim to keep the site and your library available but do not guarantee uninterrupted
        access. If we must remove a video you own (for example because a licence ends or for legal
        reasons), we will try to let you download it first where your purchase included downloads,
        or offer a refund or credit.
      </p>

      <h2>8. Content standards and reports</h2>
      <p>
        Every performer in the content we sell was at least 18 years old at the time of production,
        and records are kept as described in our <Link to="/2257">record-keeping statement</Link>.
        If you believe something on the site is illegal, non-consensual or infringes your rights,
        please <Link to="/report">report it</Link>.
      </p>

      <h2>9. Ending your use</h2>
      <p>
        You may stop using the site and ask us to close your account at any time. We may suspend or
        close accounts that breach these terms, after notice where practical.
      </p>

      <h2>10. Liability</h2>
      <p>
        Nothing in these terms limits liability that cannot be limited by law. Otherwise, our total
        liability for any claim related to a purchase is limited to the amount you paid for it, and
        we are not liable for indirect or consequential loss.
      </p>

      <h2>11. Changes and contact</h2>
      <p>
        We may update these terms; the date above shows the latest version, and significant changes
        are announced on the site. Questions: <Link to="/contact">contact us</Link>.
      </p>
    </ContentPage>
  );
}
