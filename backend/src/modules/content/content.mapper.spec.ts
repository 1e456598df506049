import { bodyToBlocks, htmlToText } from './content.mapper';

describe('content page body as blocks of plain text', () => {
  it('turns paragraphs and lists into blocks, in order', () => {
    expect(bodyToBlocks('<p>First.</p><ul><li>One</li><li>Two</li></ul><p>Last.</p>')).toEqual([
      { kind: 'paragraph', texts: ['First.'] },
      { kind: 'list', texts: ['One', 'Two'] },
      { kind: 'paragraph', texts: ['Last.'] },
    ]);
  });

  it('keeps the text of inline markup and drops any other tags, so no markup reaches the page', () => {
    expect(
      bodyToBlocks(
        '<p>Pay <strong>14 days</strong> net<script>alert(1)</script>.</p><img src=x onerror=alert(1)>',
      ),
    ).toEqual([{ kind: 'paragraph', texts: ['Pay 14 days netalert(1).'] }]);
  });

  it('decodes entities once, leaving encoded markup as text', () => {
    expect(htmlToText('Fish &amp; chips &lt;b&gt; &#8364;5 &#x2013; &hellip;')).toBe(
      'Fish & chips <b> €5 – &hellip;',
    );
  });

  it('makes loose text a paragraph and leaves out empty blocks', () => {
    expect(bodyToBlocks('Intro <p> </p><ol><li>A<li>B</ol>')).toEqual([
      { kind: 'paragraph', texts: ['Intro'] },
      { kind: 'list', texts: ['A', 'B'] },
    ]);
  });
});
