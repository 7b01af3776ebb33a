import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi, signInAs } from '#web/test/api-mock.ts';
import { makeClientUser, makeJob } from '#web/test/client-fixtures.ts';
import { makeUser } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render.tsx';

describe('AppLayout', () => {
  it('closes the phone menu (sidebar) on route change', async () => {
    signInAs(mockApi(), makeUser('client'));
    const { user, router } = renderApp('/client/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Current Opportunities' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', sidebar.id);
    expect(sidebar).toHaveAttribute('data-state', 'closed');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toHaveAttribute('data-state', 'open');

    await user.click(within(sidebar).getByRole('link', { name: 'My Profile' }));
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    expect(router.state.location.pathname).toBe('/client/profile/');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).toHaveAttribute('data-state', 'closed');
  });

  it('closes the menu on Escape and on a navigation from elsewhere', async () => {
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await router.navigate('/terms/');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the area navigation with the current page marked', async () => {
    signInAs(mockApi(), makeUser('employer'));
    renderApp('/employer/create-job');
    await screen.findByRole('heading', { level: 1, name: 'Create Job Posting' });
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(sidebar).getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('moves focus to the new page heading after navigation', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('link', { name: 'Log In' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Log In' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('moves focus to main with the skip link', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  describe('offline', () => {
    afterEach(() => onlineManager.setOnline(true));

    it('says "No connection" instead of an endless spinner, and loads once back online', async () => {
      const job = makeJob({ title: 'Line Cook' });
      const api = signInAs(mockApi(), makeClientUser()).on(
        'GET',
        `/api/v1/jobs/${job.id}`,
        json(200, job),
      );
      const { router } = renderApp('/client/jobs');
      await screen.findByRole('heading', { level: 1, name: 'Current Opportunities' });
      expect(screen.queryByText('No connection')).not.toBeInTheDocument();

      act(() => void window.dispatchEvent(new Event('offline')));
      expect(await screen.findByText('No connection')).toBeVisible();
      act(() => void router.navigate(`/client/jobs/${job.id}`));
      // Asked again until it holds: the page may draw its notice more than once as it loads.
      await waitFor(() =>
        expect(screen.getByText('This page will load when you are back online.')).toBeVisible(),
      );
      expect(api.callsTo('GET', `/api/v1/jobs/${job.id}`)).toEqual([]);

      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByRole('heading', { name: 'Line Cook' })).toBeVisible();
      expect(screen.queryByText('No connection')).not.toBeInTheDocument();
    });
  });
});
