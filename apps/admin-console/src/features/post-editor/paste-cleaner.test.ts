import { NEWSROOM_MAX } from '@station/domain';
import { describe, expect, it } from 'vitest';
import google from './fixtures/google-docs.html?raw';
import libreoffice from './fixtures/libreoffice.html?raw';
import word from './fixtures/word.html?raw';
import { cleanPastedHtml, PASTE_MAX, PASTE_MAX_DEPTH, PASTE_MAX_LIST_LEVELS } from './paste-cleaner';

/** The cleaned paste as a page of blocks, to query as the editor will read it. */
function pasted(html: string) {
  const { html: clean, ...rest } = cleanPastedHtml(html);
  const page = document.createElement('div');
  page.innerHTML = clean;
  return { clean, page, ...rest };
}
const textsOf = (page: Element, selector: string) =>
  [...page.querySelectorAll(selector)].map((element) => element.textContent);
/** How many elements deep the deepest one is. */
function depthOf(element: Element): number {
  let deepest = 0;
  for (const child of element.children) deepest = Math.max(deepest, depthOf(child));
  return deepest + 1;
}

describe('pasting from Word', () => {
  it('keeps the headings, the top one as Heading and those under it as Subheadings', () => {
    const { page } = pasted(word);
    expect(textsOf(page, 'h2')).toEqual(['Addis Ababa council approves the new budget']);
    expect(textsOf(page, 'h3')).toEqual(['Where the money goes', 'Next steps']);
    expect(page.querySelector('h1, h4, h5, h6')).toBeNull();
  });

  it('makes its bullet paragraphs a nested bulleted list, without the bullets Word writes', () => {
    const { page } = pasted(word);
    const list = page.querySelector(':scope > ul');
    expect(textsOf(list as Element, ':scope > li > p')).toEqual([
      'Roads and transport',
      'ትምህርት እና ጤና',
      'Housing',
    ]);
    expect(textsOf(list as Element, ':scope > li > ul > li')).toEqual(['Light rail extension']);
    expect(page.textContent).not.toMatch(/[·§]|\bo\u00a0/);
  });

  it('makes its numbered paragraphs a numbered list, without the numbers Word writes', () => {
    const { page } = pasted(word);
    expect(textsOf(page, 'ol > li')).toEqual(['Publish the tender', 'Hold public hearings']);
  });

  it('keeps each table row as a paragraph, its cells apart', () => {
    const { page } = pasted(word);
    const paragraphs = textsOf(page, ':scope > p');
    expect(paragraphs).toContain('Sector | Share');
    expect(paragraphs).toContain('Roads | 31%');
  });

  it('keeps bold, italic and links, with a Google redirect unwrapped, and drops styles and classes', () => {
    const { clean } = pasted(word);
    expect(clean).toContain('<strong>ETB 230 billion</strong> on <em>Tuesday</em>');
    expect(clean).toContain('<strong><em>two days</em></strong>');
    expect(clean).toContain(
      '<a href="https://addisababa.gov.et/budget?year=2026&amp;lang=am">full statement</a>',
    );
    // A link to a place in the Word file leads nowhere on the site: its words stay.
    expect(clean).toContain('or skip to the figures.</p>');
    expect(clean).not.toMatch(/ style=| class=| lang=|o:p|google\.com/);
  });

  it('counts the picture once, though Word writes it twice, and leaves it out', () => {
    const { page, pictures } = pasted(word);
    expect(pictures).toBe(1);
    expect(page.querySelector('img')).toBeNull();
    expect(page.innerHTML).not.toContain('file:');
  });

  it('leaves out the empty paragraphs Word keeps between blocks', () => {
    const { page } = pasted(word);
    expect([...page.querySelectorAll('p')].every((paragraph) => paragraph.textContent?.trim())).toBe(true);
  });
});

describe('Word’s other shapes', () => {
  const item = (list: string, level: number, marker: string, words: string) =>
    `<p class=MsoListParagraphCxSpMiddle style='text-indent:-18.0pt;mso-list:${list} level${level} lfo1'><![if !supportLists]><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;</span></span><![endif]><span>${words}</span></p>`;

  it('keeps the number of a numbered heading with its words', () => {
    expect(
      pasted(
        `<h1 style='mso-list:l2 level1 lfo3'><![if !supportLists]><span style='mso-list:Ignore'>1.<span>&nbsp;&nbsp;&nbsp;&nbsp;</span></span><![endif]>Introduction</h1>`,
      ).clean,
    ).toBe('<h2>1. Introduction</h2>');
  });

  it('keeps a paragraph written under a list item in that item', () => {
    expect(
      pasted(
        `${item('l0', 1, '·', 'First')}<p class=MsoListParagraphCxSpMiddle>More about the first</p>${item('l0', 1, '·', 'Second')}`,
      ).clean,
    ).toBe('<ul><li><p>First</p><p>More about the first</p></li><li><p>Second</p></li></ul>');
  });

  it('starts another list where bullets follow numbers, or another list begins', () => {
    expect(
      pasted(`${item('l0', 1, '1.', 'One')}${item('l0', 1, '·', 'Dot')}${item('l1', 1, 'a)', 'Other')}`)
        .clean,
    ).toBe('<ol><li><p>One</p></li></ol><ul><li><p>Dot</p></li></ul><ol><li><p>Other</p></li></ol>');
  });

  it('leaves out hidden words, and keeps line breaks and a table’s caption', () => {
    expect(
      pasted(
        `<p>Shown<span style='display:none;mso-hide:all'>hidden</span><br>next line</p><table><caption>Prices</caption><tr><td>a</td><td></td><td>b</td></tr></table>`,
      ).clean,
    ).toBe('<p>Shown<br>next line</p><p>Prices</p><p>a | b</p>');
  });
});

describe('pasting from Google Docs', () => {
  it('gives the structure of the document in the editor’s blocks', () => {
    expect(pasted(google).clean).toBe(
      [
        '<h2>Farmers in Bale expect a record harvest</h2>',
        '<p>Rain came early this year, <strong>and the wheat is already high</strong>, said <em>Ato Kedir Aman</em>.',
        ' See the <a href="https://moa.gov.et/reports/2026-harvest">ministry report</a>.</p>',
        '<h3>What farmers grow</h3>',
        '<ul><li><p>Wheat</p><ul><li><p>Durum</p></li><li><p>Bread wheat</p></li></ul></li><li><p>Barley</p></li></ul>',
        '<ol><li><p>Register at the kebele office</p></li><li><p>Collect seed in March</p></li></ol>',
        '<p><strong>Zone</strong> | <strong>Tonnes</strong></p>',
        '<p>Bale | 1.2 million</p>',
        '<p>Harvest starts in October.</p>',
      ].join(''),
    );
  });

  it('counts its picture', () => {
    expect(pasted(google).pictures).toBe(1);
  });
});

describe('pasting from LibreOffice', () => {
  it('keeps headings, lists, quotes, marks and links, and each table row as a paragraph', () => {
    expect(pasted(libreoffice).clean).toBe(
      [
        '<h2>የጅማ ቡና ገበያ</h2>',
        '<p>Coffee prices rose <strong>12%</strong> this month, <em>traders</em> say. Details are on the',
        ' <a href="https://ecx.com.et/market">exchange’s site</a>.</p>',
        '<h3>Grades sold</h3>',
        '<ul><li><p>Grade 1</p><ul><li><p>Washed</p></li><li><p>Natural</p></li></ul></li><li><p>Grade 2</p></li></ul>',
        '<ol><li><p>Sort</p></li><li><p>Weigh</p></li></ol>',
        '<blockquote><p>“The season is the best in ten years,” said a trader.</p></blockquote>',
        '<p>Grade | Birr per kg</p>',
        '<p>Grade 1 | 640</p>',
      ].join(''),
    );
  });

  it('counts both pictures', () => {
    expect(pasted(libreoffice).pictures).toBe(2);
  });
});

describe('links', () => {
  it.each([
    ['https://www.google.com/url?q=https://example.com/a?b%3D1&sa=D&ust=1', 'https://example.com/a?b=1'],
    ['https://www.google.com.et/url?q=mailto:desk@station.test&sa=D', 'mailto:desk@station.test'],
    ['http://example.com/plain', 'http://example.com/plain'],
  ])('keeps %s as a link to %s', (href, target) => {
    expect(pasted(`<p><a href="${href}">words</a></p>`).page.querySelector('a')?.getAttribute('href')).toBe(
      target,
    );
  });

  it.each([
    'https://www.google.com/url?q=javascript:alert(1)&sa=D',
    'javascript:alert(1)',
    'data:text/html,x',
    '/relative/path',
    'file:///C:/Users/report.docx',
  ])('keeps the words of a link to %s, not the link', (href) => {
    expect(pasted(`<p><a href="${href}">words</a></p>`).clean).toBe('<p>words</p>');
  });
});

describe('headings', () => {
  it('makes the top level of a paste the Heading, whatever its number', () => {
    expect(pasted('<h3>Section</h3><p>a</p><h5>Part</h5><h4>Side</h4>').clean).toBe(
      '<h2>Section</h2><p>a</p><h3>Part</h3><h3>Side</h3>',
    );
  });
});

describe('a paste made to be slow', () => {
  it(`reads no more than ${PASTE_MAX} characters of it, and says it was cut`, () => {
    const huge = `<p>start</p><!--${'x'.repeat(PASTE_MAX)}--><p>past the limit</p>`;
    const { clean, cut } = pasted(huge);
    expect(clean).toBe('<p>start</p>');
    expect(cut).toBe(true);
  }, 60_000);

  it('keeps whole blocks up to what a post can hold, and says the rest was left out', () => {
    const block = `<p>${'ሰላም news '.repeat(50)}</p>`;
    const { clean, cut, page } = pasted(block.repeat(Math.ceil((NEWSROOM_MAX.body * 1.2) / block.length)));
    expect(cut).toBe(true);
    expect(clean.length).toBeLessThanOrEqual(NEWSROOM_MAX.body);
    expect(clean.length).toBeGreaterThan(NEWSROOM_MAX.body - block.length);
    expect(page.lastElementChild?.textContent).toBe('ሰላም news '.repeat(50).trim());
  }, 60_000);

  it(`keeps the words nested deeper than ${PASTE_MAX_DEPTH} elements, in a block no deeper`, () => {
    // As deep as a browser builds a page (its parser stops nesting at 512).
    const { page } = pasted(`<p>${'<span><b>'.repeat(256)}deep words${'</b></span>'.repeat(256)}</p>`);
    expect(page.textContent).toBe('deep words');
    expect(depthOf(page)).toBeLessThanOrEqual(3);
  });

  it('nests quotes and lists no deeper than the server stores, keeping every word', () => {
    const { page } = pasted(
      `${'<blockquote><ol><li>said'.repeat(100)}${'</li></ol></blockquote>'.repeat(100)}`,
    );
    expect(page.textContent?.match(/said/g)).toHaveLength(100);
    expect(page.querySelectorAll('blockquote')).toHaveLength(1);
    // apps/api src/lib/rich-text.ts keeps 20 levels; the page holding the blocks is one more here.
    expect(depthOf(page)).toBeLessThanOrEqual(21);
  });

  it(`keeps at most ${PASTE_MAX_LIST_LEVELS} levels of a list, deeper items in the deepest`, () => {
    const nested = `${'<ul><li>item'.repeat(30)}${'</li></ul>'.repeat(30)}`;
    const { page } = pasted(nested);
    expect(page.querySelectorAll('li')).toHaveLength(30);
    expect(page.querySelector(`${'ul > li > '.repeat(PASTE_MAX_LIST_LEVELS)}ul`)).toBeNull();
    const wordLevels = Array.from(
      { length: 9 },
      (_, index) =>
        `<p class=MsoListParagraph style='mso-list:l0 level${index + 1} lfo1'><span style='mso-list:Ignore'>·</span>level ${index + 1}</p>`,
    ).join('');
    const word = pasted(wordLevels).page;
    expect(word.querySelectorAll('li')).toHaveLength(9);
    expect(word.querySelector(`${'ul > li > '.repeat(PASTE_MAX_LIST_LEVELS)}ul`)).toBeNull();
  });
});

describe('a copy from this editor', () => {
  it('is pasted as it was copied, its photos and videos kept', () => {
    const copied =
      '<figure data-pm-slice="0 0 []"><img src="https://cdn.station.test/p.webp" alt="" data-photo-id="p.webp"></figure><div data-youtube="dQw4w9WgXcQ"></div>';
    expect(cleanPastedHtml(copied)).toEqual({ html: copied, pictures: 0, cut: false });
  });
});
