import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

// Facts from the specification (§2 policy pages, §4, §9) and DESIGN.md; no invented prices.
const FAQ: { question: string; answer: ReactNode }[] = [
  {
    question: 'What do I get with a membership?',
    answer: (
      <>
        Membership is a monthly subscription with two plans, Pro and Premium. Both let you download
        every design without the Stamp watermark, up to a number of downloads each day, and unlock
        the custom editor for your own photos and videos. The daily allowance and price of each plan
        are shown before you pay.
      </>
    ),
  },
  {
    question: 'Why do the previews have a watermark?',
    answer: (
      <>
        Everything you see while browsing is a preview, marked boldly so it is not copied from the
        screen. You can add your logo and banner to any design and download it free: the free file
        carries only a small “Made with Stamp” badge in a top corner and a faint stamp pattern, so
        you can post it. Members download the same design without any mark, at full resolution.
      </>
    ),
  },
  {
    question: 'How does the daily download allowance work?',
    answer: (
      <>
        Each download by a member uses one download from that day's allowance. The allowance refills
        every day at midnight, India time, and unused downloads do not carry over. Your profile
        shows how many you have left today.
      </>
    ),
  },
  {
    question: 'Which file formats will I get?',
    answer: (
      <>
        Images download as PNG at the design's full resolution; videos and reels as MP4 that plays
        on every phone. Posts are square (1:1), stories and reels are vertical (9:16), ready for
        WhatsApp, Instagram and Facebook. A download link works for 72 hours and up to 3 times.
      </>
    ),
  },
  {
    question: 'Can I use my own photo or video?',
    answer: (
      <>
        Yes. Members can upload their own image or video in the{' '}
        <Link
          to={paths.customEditor}
          className="font-medium text-accent underline-offset-2 hover:underline"
        >
          custom editor
        </Link>
        , add their logo and banner text, and download the result.
      </>
    ),
  },
  {
    question: 'Can I cancel my membership?',
    answer: (
      <>
        Yes, anytime, from your profile. If you need a refund, ask within 7 days of payment: we
        reply to every request within 5–7 business days, and an approved refund reaches your account
        in 7–10 business days. Details are in the{' '}
        <Link
          to={paths.cancellation}
          className="font-medium text-accent underline-offset-2 hover:underline"
        >
          cancellation policy
        </Link>
        .
      </>
    ),
  },
];

/** Frequently asked questions, one open at a time (Radix accordion: keyboard and ARIA built in). */
export function HomeFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto w-full max-w-3xl px-4 sm:px-6">
      <h2 id="faq-title" className="text-center text-2xl font-bold sm:text-3xl">
        Questions, answered
      </h2>
      <p className="mt-2 text-center text-sm text-muted">
        Still unsure?{' '}
        <Link
          to={paths.contact}
          className="font-medium text-accent underline-offset-2 hover:underline"
        >
          Write to us
        </Link>{' '}
        and a person will reply.
      </p>
      <Accordion.Root
        type="single"
        collapsible
        className="mt-8 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface"
      >
        {FAQ.map(({ question, answer }) => (
          <Accordion.Item key={question} value={question}>
            <Accordion.Header className="font-sans">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold transition hover:text-accent focus-visible:-outline-offset-2">
                {question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-sm leading-relaxed text-muted">
              {answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
