import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '~/testing/render';
import { Slideshow, wrapIndex } from './slideshow';

const slides = ['First story', 'Second story', 'Third story'];

function renderSlideshow() {
  return renderWithI18n(<Slideshow slides={slides} label="Top stories" renderSlide={(s) => <p>{s}</p>} />);
}

describe('Slideshow', () => {
  it('wraps from the first slide back to the last and from the last forward to the first', async () => {
    const user = userEvent.setup();
    renderSlideshow();
    expect(screen.getByText('First story')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByText('Third story')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText('First story')).toBeInTheDocument();
  });

  it('shows the slide whose dot is chosen and marks that dot current', async () => {
    const user = userEvent.setup();
    renderSlideshow();
    await user.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(screen.getByText('Second story')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows no controls for a single slide', () => {
    renderWithI18n(<Slideshow slides={['Only']} label="One" renderSlide={(s) => <p>{s}</p>} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('computes wrapped positions in both directions', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-4, 3)).toBe(2);
  });
});
