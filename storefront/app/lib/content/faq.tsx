import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** `/faq`'s questions and answers, by section (shoppers first, then affiliates). */
export const FAQ_SECTIONS: Array<{ title: string; items: Array<{ q: string; a: ReactNode }> }> = [
  {
    title: 'Ordering',
    items: [
      {
        q: 'How do I buy a video?',
        a: 'Open the video, choose to own it at a resolution or to rent it, and add it to your cart. When you are ready, open the cart, check out and pick a payment method. The video appears in your library as soon as the payment is confirmed.',
      },
      {
        q: 'Do I need an account?',
        a: 'You can browse and fill a cart without one; the cart is kept in your browser. You need an account to check out, so that your purchases are available on every device. Your cart is carried over when you log in.',
      },
      {
        q: 'Which payment methods can I use?',
        a: 'The methods offered at checkout depend on your country. Some discount codes only apply to particular payment methods; the billing page tells you if yours does not.',
      },
      {
        q: 'How do discount codes work?',
        a: 'Enter the code in your cart. One code applies per order, and it is checked again against the payment method you choose at billing.',
      },
    ],
  },
  {
    title: 'Resolutions, owning and renting',
    items: [
      {
        q: 'What is the difference between owning and renting?',
        a: 'Owning is permanent: the video stays in your library at the resolution you bought. A rental gives you access for a limited time (the period is shown on the video page before you buy) and then expires.',
      },
      {
        q: 'Which resolutions are available?',
        a: 'Up to four, depending on the title: SD (480p), HD (720p), Full HD (1080p) and 4K (2160p). Each is priced separately.',
      },
      {
        q: 'Why can I not add a video I already have?',
        a: 'If you already own a video at the same or a higher resolution, or have a rental of it that has not expired, buying it again would give you nothing new, so the cart flags it with the reason. You can still upgrade to a higher resolution than the one you own.',
      },
    ],
  },
  {
    title: 'Downloads and streaming',
    items: [
      {
        q: 'Can I download or only stream?',
        a: 'Each purchase option shows whether it includes a download, streaming, or both. Purchases you own usually include both; rentals are usually streaming only.',
      },
      {
        q: 'Where do I find my videos?',
        a: (
          <>
            In <Link to="/dashboard/my-videos">My videos</Link> in your dashboard, with the
            resolution you own and, for rentals, when access ends.
          </>
        ),
      },
    ],
  },
  {
    title: 'Refunds',
    items: [
      {
        q: 'Can I get a refund?',
        a: 'Because digital content is delivered immediately, sales are final once a video has been downloaded or streamed. If a file is faulty, will not play, or you were charged twice, contact us within 14 days and we will fix it or refund you.',
      },
      {
        q: 'A payment failed. Was I charged?',
        a: 'No. A declined payment leaves your cart as it was and no order is created. If you see a charge without an order, contact us with the date and amount.',
      },
    ],
  },
  {
    title: 'Your account',
    items: [
      {
        q: 'Why should I verify my e-mail address?',
        a: 'So that receipts, rental reminders and password resets reach you. The link in the verification e-mail works once; you can ask for a new one from your profile.',
      },
      {
        q: 'Who may use Reelcart?',
        a: 'Only adults: you must be 18 or older, or the age of majority where you live if that is higher, and adult content must be legal for you to view where you are.',
      },
      {
        q: 'How do I close my account?',
        a: (
          <>
            Write to us through the <Link to="/contact">contact form</Link> from the address of your
            account. See the <Link to="/privacy">privacy policy</Link> for what we keep.
          </>
        ),
      },
    ],
  },
  {
    title: 'Affiliates',
    items: [
      {
        q: 'How does the affiliate programme work?',
        a: (
          <>
            Affiliates share links with their own referral code. When someone arrives through such a
            link, signs up and buys, the affiliate earns a share of the sale. See{' '}
            <Link to="/become-an-affiliate">Become an affiliate</Link> and the{' '}
            <Link to="/affiliate-tos">affiliate terms</Link>.
          </>
        ),
      },
      {
        q: 'When are affiliates paid?',
        a: 'Once payout details are set up, earnings from completed, non-refunded sales are paid monthly when they pass the minimum payout amount.',
      },
    ],
  },
];
