import fs from 'node:fs';
import { type BundledLanguage, createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { TOKEN_CLASSES } from '../markdown/token-classes';
import { highlightCode, tokensToHtml } from './highlight';

const style = (light: string, dark: string) => ({ '--shiki-light': light, '--shiki-dark': dark });
const KEYWORD = style('#CF222E', '#FF7B72');
const DEFAULT = style('#1F2328', '#E6EDF3');

describe('tokensToHtml', () => {
  it('leaves default-coloured text bare and gives known colours a class', () => {
    const html = tokensToHtml([
      [
        { content: 'const', htmlStyle: KEYWORD },
        { content: ' x = 1;', htmlStyle: DEFAULT },
      ],
    ]);
    expect(html).toBe('<pre tabindex="0"><code><span class="k">const</span> x = 1;</code></pre>');
  });

  it('merges neighbouring tokens of the same colour and joins lines with newlines', () => {
    const html = tokensToHtml([
      [
        { content: 'if', htmlStyle: KEYWORD },
        { content: ' ', htmlStyle: KEYWORD },
        { content: 'else', htmlStyle: KEYWORD },
      ],
      [],
      [{ content: '}', htmlStyle: DEFAULT }],
    ]);
    expect(html).toBe('<pre tabindex="0"><code><span class="k">if else</span>\n\n}</code></pre>');
  });

  it('matches colours in any case', () => {
    expect(tokensToHtml([[{ content: 'a', htmlStyle: style('#cf222e', '#ff7b72') }]])).toContain(
      '<span class="k">a</span>',
    );
  });

  it('keeps an inline style for unknown colours and extra properties, escaped', () => {
    expect(tokensToHtml([[{ content: 'a', htmlStyle: style('#123456', '#654321') }]])).toContain(
      '<span style="--shiki-light:#123456;--shiki-dark:#654321">a</span>',
    );
    const italic = { ...KEYWORD, '--shiki-light-font-style': 'italic' };
    expect(tokensToHtml([[{ content: 'b', htmlStyle: italic }]])).toContain(
      'style="--shiki-light:#CF222E;--shiki-dark:#FF7B72;--shiki-light-font-style:italic"',
    );
    expect(tokensToHtml([[{ content: 'c', htmlStyle: { '--shiki-light': '"><script>' } }]])).toContain(
      'style="--shiki-light:&quot;&gt;&lt;script&gt;"',
    );
  });

  it('escapes code text', () => {
    const html = tokensToHtml([[{ content: '<a href="x">&amp;</a>', htmlStyle: DEFAULT }]]);
    expect(html).toBe('<pre tabindex="0"><code>&lt;a href="x"&gt;&amp;amp;&lt;/a&gt;</code></pre>');
  });

  it('handles empty input and tokens without colours', () => {
    expect(tokensToHtml([])).toBe('<pre tabindex="0"><code></code></pre>');
    expect(tokensToHtml([[{ content: 'plain' }, { content: '' }]])).toBe('<pre tabindex="0"><code>plain</code></pre>');
  });
});

describe('highlightCode', () => {
  it('keeps the text of the code and uses only token classes for our sample languages', async () => {
    const samples: Array<[string, string]> = [
      [
        'bash',
        "# list\ncurl --request GET \\\n  --url 'https://api.example.com/v1?a=1&b=<2>' \\\n" +
          "  --header 'accept: application/json'",
      ],
      [
        'javascript',
        "// list\nconst res = await fetch('https://x', { method: 'GET' });\nconsole.log(await res.json());",
      ],
      [
        'python',
        '# list\nimport requests\nresponse = requests.get("https://x", headers={"a": 1})\nprint(response.json())',
      ],
      ['go', '// list\npackage main\n\nimport "fmt"\n\nfunc main() { fmt.Println("a", nil, true) }'],
      ['json', '{\n  "a": 1,\n  "b": "x",\n  "c": [null, true]\n}'],
      [
        'php',
        "<?php\n$client = new \\GuzzleHttp\\Client();\n$response = $client->request('GET', 'https://x');\necho $response->getBody();",
      ],
      ['ruby', 'require \'net/http\'\nurl = URI("https://x")\nputs response.read_body'],
      ['java', 'HttpRequest request = HttpRequest.newBuilder()\n    .uri(URI.create("https://x"))\n    .build();'],
      ['csharp', 'using var client = new HttpClient();\nvar body = await response.Content.ReadAsStringAsync();'],
      ['unknown', '{"stays": "<plain> text"}'],
    ];
    for (const [language, code] of samples) {
      const html = await highlightCode(code, language);
      expect(html).not.toContain('style=');
      const text = html
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      expect(text).toBe(code);
    }
  });

  it('highlights line by line to the HTML Shiki gives for the whole code, lines that span states included', async () => {
    const themes = { light: 'github-light-default', dark: 'github-dark-default' } as const;
    const samples: Array<[BundledLanguage, string]> = [
      // A line repeated inside and outside a comment, a string and a heredoc; blank lines within them.
      ['javascript', 'const a = 1;\n/* start\n\nconst a = 1;\n*/\nconst a = 1;\nconst s = `x\nconst a = 1;\n`;'],
      ['bash', "cat <<EOF\ncurl --url 'x'\n\nEOF\ncurl --url 'x'\r\necho done"],
      ['python', 'x = """\nimport requests\n"""\nimport requests\n\n'],
      ['php', '<?php\n$a = <<<EOT\n$a = 1;\nEOT;\n$a = 1;'],
      ['csharp', 'var s = @"\nvar s = 1;\n";\nvar s = 1;'],
      ['json', ''],
      ['json', '\n\n{"a": "\n"}'],
    ];
    const hl = await createHighlighter({ themes: Object.values(themes), langs: samples.map(([lang]) => lang) });
    for (const [lang, code] of samples) {
      const whole = tokensToHtml(
        hl.codeToTokens(code, { lang, themes, defaultColor: false, tokenizeTimeLimit: 0 }).tokens,
      );
      // Twice: the second time from the lines already known.
      expect(await highlightCode(code, lang)).toBe(whole);
      expect(await highlightCode(`${code}\n// more`, lang)).toBe(
        tokensToHtml(
          hl.codeToTokens(`${code}\n// more`, { lang, themes, defaultColor: false, tokenizeTimeLimit: 0 }).tokens,
        ),
      );
    }
  });

  it('every token class is coloured in both themes by the stylesheet', () => {
    const css = fs.readFileSync('app/styles/content.css', 'utf8');
    for (const [pair, name] of Object.entries(TOKEN_CLASSES)) {
      const [light, dark] = pair.toLowerCase().split(' ');
      // Whatever the formatter's layout: the rule, then its colour.
      expect(css).toMatch(new RegExp(`\\n\\s*pre \\.${name} \\{\\s*color: ${light};\\s*\\}`));
      expect(css).toMatch(
        new RegExp(`\\n\\s*\\[data-theme=["']dark["']\\] pre \\.${name} \\{\\s*color: ${dark};\\s*\\}`),
      );
    }
  });
});
