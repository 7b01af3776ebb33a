import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { matchCounties, WISCONSIN_COUNTIES, type WisconsinCounty } from '@fairchance/shared';
import { FieldError, FieldHint, RequiredMark, useField } from '#web/components/ui/field.tsx';
import type { FieldErrorInput } from '#web/components/ui/field.tsx';
import { intlLocale } from '#web/i18n/format.ts';
import { cx } from '#web/lib/cx.ts';

/** Counties in the list's (alphabetical) order, whatever the order they were added in. */
export function inCountyOrder(counties: readonly WisconsinCounty[]): WisconsinCounty[] {
  const chosen = new Set(counties);
  return WISCONSIN_COUNTIES.filter((county) => chosen.has(county));
}

export interface CountyAutocompleteProps {
  /** The counties chosen. */
  value: readonly WisconsinCounty[];
  onChange: (value: WisconsinCounty[]) => void;
  onBlur?: () => void;
  /** Legend of the whole control. */
  label: ReactNode;
  error?: FieldErrorInput;
  isRequired?: boolean;
  /** Given to the text input, so react-hook-form can focus it on an error. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The service area (docs/validation.md): a combobox (WAI-ARIA 1.2, list autocomplete) over the 72
 * Wisconsin counties matching the start of the text, the chosen counties as removable chips below.
 * A chosen county is not offered again, so there are never duplicates. Keyboard: arrows move
 * through the suggestions, Enter adds the highlighted one (or the only or exact match), Escape
 * closes the list and then clears the text.
 */
export function CountyAutocomplete({
  value,
  onChange,
  onBlur,
  label,
  error,
  isRequired,
  ref,
}: CountyAutocompleteProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const hint = t('rsp.counties.hint');
  const field = useField({ id: `county-${baseId}`, hint, error });
  const listboxId = `${field.inputId}-listbox`;
  const chipsId = `${field.inputId}-chips`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [announcement, setAnnouncement] = useState('');

  const matches = matchCounties(text, value);
  const trimmed = text.trim();
  const isListShown = isOpen && matches.length > 0;
  let notice = '';
  if (trimmed && matches.length === 0) {
    // Nothing left to offer: either the text matches counties already chosen, or none at all.
    const alreadyChosen = inCountyOrder(matchCounties(text).filter((c) => value.includes(c)));
    notice = alreadyChosen.length
      ? t('rsp.counties.alreadyChosen', {
          count: alreadyChosen.length,
          counties: new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(
            alreadyChosen,
          ),
        })
      : t('rsp.counties.noMatch', { text: trimmed });
  }

  function setInputRef(element: HTMLInputElement | null) {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  }

  function add(county: WisconsinCounty) {
    if (!value.includes(county)) onChange(inCountyOrder([...value, county]));
    setText('');
    setIsOpen(false);
    setActiveIndex(-1);
    setAnnouncement(t('rsp.counties.added', { county }));
    inputRef.current?.focus();
  }

  function remove(county: WisconsinCounty) {
    onChange(value.filter((chosen) => chosen !== county));
    setAnnouncement(t('rsp.counties.removed', { county }));
    // The chip's button goes away: focus goes back to the text input.
    inputRef.current?.focus();
  }

  function pickOnEnter(): WisconsinCounty | undefined {
    if (activeIndex >= 0) return matches[activeIndex];
    if (matches.length === 1) return matches[0];
    return matches.find((county) => county.toLowerCase() === trimmed.toLowerCase());
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!isListShown) {
          setIsOpen(true);
          setActiveIndex(matches.length ? 0 : -1);
        } else {
          setActiveIndex((index) => (index + 1) % matches.length);
        }
        break;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (!isListShown) {
          setIsOpen(true);
          setActiveIndex(matches.length - 1);
        } else {
          setActiveIndex((index) => (index <= 0 ? matches.length - 1 : index - 1));
        }
        break;
      }
      case 'Enter': {
        // Typing in the field must never submit the form by accident.
        if (!trimmed) return;
        event.preventDefault();
        const county = pickOnEnter();
        if (county) add(county);
        break;
      }
      case 'Escape': {
        if (isListShown) {
          event.preventDefault();
          event.stopPropagation();
          setIsOpen(false);
          setActiveIndex(-1);
        } else if (text) {
          event.preventDefault();
          event.stopPropagation();
          setText('');
        }
        break;
      }
      default:
        break;
    }
  }

  const activeId = isListShown && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined;
  const countMessage = isListShown ? t('rsp.counties.matches', { count: matches.length }) : '';

  return (
    <fieldset className={cx('choice-group', 'rsp-county', field.isInvalid && 'field--invalid')}>
      <legend className="field__legend">
        {label}
        {isRequired && <RequiredMark />}
      </legend>
      <div className="rsp-county__combo">
        <label className="field__label" htmlFor={field.inputId}>
          {t('rsp.counties.label')}
        </label>
        <FieldHint id={field.hintId}>{hint}</FieldHint>
        <input
          ref={setInputRef}
          id={field.inputId}
          className="field__control"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isListShown}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-invalid={field.isInvalid || undefined}
          aria-describedby={field.describedBy}
          aria-required={isRequired || undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setAnnouncement('');
            setIsOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            setIsOpen(false);
            setActiveIndex(-1);
            onBlur?.();
          }}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('rsp.counties.label')}
          className="rsp-county__listbox"
          hidden={!isListShown}
        >
          {isListShown &&
            matches.map((county, index) => (
              <li
                key={county}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className={cx(
                  'rsp-county__option',
                  index === activeIndex && 'rsp-county__option--active',
                )}
                // Keep the focus in the input: the click then adds the county.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => add(county)}
              >
                {county}
              </li>
            ))}
        </ul>
        {notice && <p className="field__hint rsp-county__notice">{notice}</p>}
      </div>
      <div id={chipsId} className="rsp-county__chosen">
        {value.length === 0 ? (
          <p className="field__hint">{t('rsp.counties.none')}</p>
        ) : (
          <ul className="rsp-chips" aria-label={t('rsp.counties.chosen')}>
            {value.map((county) => (
              <li key={county} className="rsp-chip">
                <span>{county}</span>
                <button
                  type="button"
                  className="rsp-chip__remove"
                  aria-label={t('rsp.counties.remove', { county })}
                  onClick={() => remove(county)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement || countMessage}
      </p>
      <FieldError id={field.errorId} message={field.message} />
    </fieldset>
  );
}
