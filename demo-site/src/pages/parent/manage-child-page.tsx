import { useStore } from '@nanostores/preact';
import { useEffect } from 'preact/hooks';
import { $children, $childrenError, loadChildren } from '@kyu/core/family';
import type { PageProps } from '../page-props';
import { ChildForm } from './child-form';
import { ChildLeagues } from './child-leagues';
import { ChildSubscriptions } from './child-subscriptions';
import { HardestQuestions } from './hardest-questions';
import { parentLinks } from './links';

/** /{product}/child/{childId}/manage: edit a child, their leagues, courses and subscriptions. */
export function ManageChildPage({ params }: PageProps) {
  const children = useStore($children);
  const error = useStore($childrenError);
  const id = /^[1-9]\d{0,15}$/.test(params.childId ?? '') ? Number(params.childId) : null;
  useEffect(() => void loadChildren(), []);
  const child = children?.find((c) => c.id === id);
  const back = <a href={parentLinks.dashboard}>Back to your dashboard</a>;
  if (error)
    return (
      <>
        <h1>Manage child</h1>
        <p class="alert" role="alert">
          {error}
        </p>
        {back}
      </>
    );
  if (!children) return <p class="loading">Loading…</p>;
  if (!child)
    return (
      <>
        <h1>Manage child</h1>
        <p class="alert" role="alert">
          This is not one of your children. Choose a child from your dashboard.
        </p>
        {back}
      </>
    );
  return (
    <>
      <h1>
        {child.first_name} {child.last_name}
      </h1>
      <p class="muted">Signs in as {child.username}</p>
      <ChildForm key={child.id} child={child} />
      <ChildLeagues child={child} />
      <ChildSubscriptions childId={child.id} />
      <HardestQuestions childId={child.id} name={child.first_name} />
      <p>{back}</p>
    </>
  );
}
