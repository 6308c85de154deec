import { Link } from 'react-router';
import { ContentPage } from '../components/content-page';
import { FAQ_SECTIONS } from '../lib/content/faq';
import { pageMeta } from '../lib/platform/page-meta';

export function meta() {
  return pageMeta(
    'Frequently asked questions',
    'How buying, renting, resolutions, downloads, streaming, refunds, accounts and the affiliate programme work on Reelcart.',
  );
}

export default function Faq() {
  return (
    <ContentPage
      title="Frequently asked questions"
      lead={
        <p>
          Answers to what shoppers and affiliates ask most. Cannot find yours?{' '}
          <Link to="/contact">Contact us</Link>.
        </p>
      }
    >
      {FAQ_SECTIONS.map((section, index) => (
        <section key={section.title} aria-labelledby={`faq-${index}`}>
          <h2 id={`faq-${index}`}>{section.title}</h2>
          <dl>
            {section.items.map((item) => (
              <div key={item.q}>
                <dt>{item.q}</dt>
                <dd>{item.a}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </ContentPage>
  );
}
