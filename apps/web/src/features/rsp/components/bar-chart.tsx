import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface BarDatum {
  key: string;
  label: string;
  count: number;
}

export interface BarChartProps {
  title: string;
  data: readonly BarDatum[];
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 3 | 4;
}

/**
 * A horizontal bar chart in plain HTML and CSS (no chart library). The bars are decoration for
 * sighted readers; assistive technology reads a (visually hidden) table of the same numbers.
 */
export function BarChart({ title, data, headingLevel = 3 }: BarChartProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const max = Math.max(1, ...data.map((datum) => datum.count));
  return (
    <figure className="rsp-bar-chart" aria-labelledby={titleId}>
      <Heading id={titleId} className="rsp-bar-chart__title">
        {title}
      </Heading>
      {data.length === 0 ? (
        <p className="rsp-muted">{t('rsp.stats.empty')}</p>
      ) : (
        <>
          <div className="rsp-bar-chart__bars" aria-hidden="true">
            {data.map((datum) => (
              <div key={datum.key} className="rsp-bar-chart__row">
                <span className="rsp-bar-chart__label">{datum.label}</span>
                <span className="rsp-bar-chart__track">
                  <span
                    className="rsp-bar-chart__bar"
                    style={{ width: `${(datum.count / max) * 100}%` }}
                  />
                </span>
                <span className="rsp-bar-chart__value">{datum.count}</span>
              </div>
            ))}
          </div>
          <table className="visually-hidden">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rsp.stats.valueColumn')}</th>
                <th scope="col">{t('rsp.stats.countColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((datum) => (
                <tr key={datum.key}>
                  <th scope="row">{datum.label}</th>
                  <td>{datum.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
