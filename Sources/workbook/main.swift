print("workbook")
