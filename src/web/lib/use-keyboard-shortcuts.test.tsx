// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_ROW_ATTRIBUTE, useKeyboardShortcuts } from './use-keyboard-shortcuts';

afterEach(cleanup);

function Page({ onNavigate, onHelp }: { onNavigate: (path: string) => void; onHelp: () => void }) {
  useKeyboardShortcuts({ goTo: { o: '/admin/orders', p: '/admin/products' }, tableRows: true, onNavigate, onHelp });
  return (
    <>
      <header>
        <form role="search">
          <label htmlFor="header-q">Search the shop</label>
          <input id="header-q" type="search" />
        </form>
      </header>
      <main>
        <form role="search">
          <label htmlFor="page-q">Filter orders</label>
          <input id="page-q" type="search" />
        </form>
        <label htmlFor="note">Note</label>
        <textarea id="note" />
        <label htmlFor="status">Status</label>
        <select id="status">
          <option>Any</option>
        </select>
        <div contentEditable suppressContentEditableWarning data-testid="editable">
          text
        </div>
        <table>
          <tbody>
            <tr>
              <td>
                <a href="#first">First order</a>
              </td>
            </tr>
            <tr>
              <td>
                <a href="#second">Second order</a>
              </td>
            </tr>
          </tbody>
        </table>
      </main>
    </>
  );
}

const setup = () => {
  const onNavigate = vi.fn();
  const onHelp = vi.fn();
  render(<Page onNavigate={onNavigate} onHelp={onHelp} />);
  return { onNavigate, onHelp };
};
const press = (target: Element, key: string) => fireEvent.keyDown(target, { key, bubbles: true });
const rows = () => [...document.querySelectorAll('tbody tr')];
const selected = () => rows().findIndex((row) => row.hasAttribute(SELECTED_ROW_ATTRIBUTE));

describe('useKeyboardShortcuts', () => {
  it('"/" focuses the page’s own search field, "?" asks for the list, "g o" and "g p" go to their pages', () => {
    const { onNavigate, onHelp } = setup();
    press(document.body, '/');
    expect(document.activeElement).toBe(screen.getByLabelText('Filter orders'));
    (document.activeElement as HTMLElement).blur();
    press(document.body, '?');
    expect(onHelp).toHaveBeenCalledTimes(1);
    press(document.body, 'g');
    press(document.body, 'o');
    expect(onNavigate).toHaveBeenLastCalledWith('/admin/orders');
    press(document.body, 'g');
    press(document.body, 'p');
    expect(onNavigate).toHaveBeenLastCalledWith('/admin/products');
    // "o" alone is not a shortcut.
    press(document.body, 'o');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('ignores every key while the person types in an input, a textarea, a select or editable text', () => {
    const { onNavigate, onHelp } = setup();
    const fields = [
      screen.getByLabelText('Search the shop'),
      screen.getByLabelText('Note'),
      screen.getByLabelText('Status'),
      screen.getByTestId('editable'),
    ];
    for (const field of fields) {
      field.focus();
      for (const key of ['/', '?', 'g', 'o', 'j', 'k', 'Enter']) press(field, key);
      expect(selected()).toBe(-1);
    }
    expect(onHelp).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
    // Still typing: focus did not jump to the page's search.
    expect(document.activeElement).toBe(screen.getByTestId('editable'));
  });

  it('ignores keys pressed with Ctrl, Alt or Meta (the browser’s own shortcuts)', () => {
    const { onHelp } = setup();
    fireEvent.keyDown(document.body, { key: '/', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: '?', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'j', altKey: true });
    expect(document.activeElement).toBe(document.body);
    expect(onHelp).not.toHaveBeenCalled();
    expect(selected()).toBe(-1);
  });

  it('"j" and "k" move a focused selection through the table’s rows and Enter opens the row’s link', () => {
    setup();
    press(document.body, 'j');
    expect(selected()).toBe(0);
    expect(document.activeElement).toBe(rows()[0]);
    press(document.activeElement!, 'j');
    press(document.activeElement!, 'j');
    expect(selected()).toBe(1);
    press(document.activeElement!, 'k');
    expect(selected()).toBe(0);
    const opened = vi.fn((event: Event) => event.preventDefault());
    screen.getByRole('link', { name: 'First order' }).addEventListener('click', opened);
    press(document.activeElement!, 'Enter');
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
