import { parentLinks } from './links';

const FAQ: readonly (readonly [string, string])[] = [
  [
    'How does referring work?',
    'Share your code with a family you know. When they use it from their own account, both of you get what the referral programme offers, as written on your referral page.',
  ],
  [
    'How many people can use my code?',
    'Your code has a quota, shown on your referral page as used and left. Once it is used up, the code stops working for new people.',
  ],
  [
    'Can I use my own code?',
    'No. A code is for someone else, and each person can use one friend’s code once.',
  ],
  [
    'What does the person who used my code see about me?',
    'Your first name and the initial of your last name, nothing else. You see theirs the same way.',
  ],
  [
    'A code was refused. Why?',
    'It may be mistyped, used up, your own, or you may have used a code already. The message under the box says which.',
  ],
];

/** /{product}/referral/faq: plain answers about the referral programme. */
export function ReferralFaqPage() {
  return (
    <>
      <h1>Referral questions</h1>
      <dl>
        {FAQ.map(([question, answer]) => (
          <div key={question}>
            <dt>
              <strong>{question}</strong>
            </dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={parentLinks.referral}>Back to your code</a>
      </p>
    </>
  );
}
